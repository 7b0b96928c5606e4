import type { DbOrTx } from '../../../db/client.ts';
import * as repo from '../offers.repository.ts';

/** Live quotes (sent or accepted) per buying request. */
export function liveQuoteCounts(db: DbOrTx, rfqIds: string[]): Promise<Map<string, number>> {
  return repo.liveQuoteCounts(db, rfqIds);
}
