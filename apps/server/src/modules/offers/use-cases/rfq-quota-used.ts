import type { DbOrTx } from '../../../db/client.ts';
import * as repo from '../offers.repository.ts';

/** Quotes a vendor sent to buying requests in the calendar month (UTC) of `now`: the monthly quota's count. */
export function rfqQuotaUsed(db: DbOrTx, vendorId: string, now: Date): Promise<number> {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  return repo.rfqQuotesSince(db, vendorId, monthStart);
}
