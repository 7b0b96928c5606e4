import type { DisputeStatus } from '@app/shared/disputes';
import type { DbOrTx } from '../../../db/client.ts';
import * as repo from '../disputes.repository.ts';

/** How many disputes each status holds (admin Overview's open disputes). */
export function disputeCountsByStatus(db: DbOrTx): Promise<Record<DisputeStatus, number>> {
  return repo.countByStatus(db);
}
