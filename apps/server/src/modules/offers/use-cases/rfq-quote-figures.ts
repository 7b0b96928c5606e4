import type { DbOrTx } from '../../../db/client.ts';
import * as repo from '../offers.repository.ts';

/** A vendor's quotes to buying requests since `since`: sent, accepted, ordered (the conversion figures). */
export function rfqQuoteFigures(
  db: DbOrTx,
  vendorId: string,
  since: Date,
): Promise<{ sent: number; accepted: number; ordered: number }> {
  return repo.rfqQuoteFigures(db, vendorId, since);
}
