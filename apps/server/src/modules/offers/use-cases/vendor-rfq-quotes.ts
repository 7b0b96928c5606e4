import type { DbOrTx } from '../../../db/client.ts';
import * as repo from '../offers.repository.ts';

/** A vendor's live quote on each of these buying requests, by request id. */
export async function vendorRfqQuotes(
  db: DbOrTx,
  vendorId: string,
  rfqIds: string[],
): Promise<Map<string, repo.OfferRow>> {
  const rows = await repo.liveQuotesOfVendor(db, vendorId, rfqIds);
  return new Map(rows.map((o) => [o.rfqId!, o]));
}
