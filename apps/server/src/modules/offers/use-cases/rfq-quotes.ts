import type { DbOrTx } from '../../../db/client.ts';
import * as repo from '../offers.repository.ts';

export type RfqQuoteRow = repo.OfferRow;

/** A buying request's quotes (superseded ones left out), only one vendor's when `vendorId` is given. */
export function rfqQuotes(db: DbOrTx, rfqId: string, vendorId?: string): Promise<RfqQuoteRow[]> {
  return repo.quotesOfRfq(db, rfqId, vendorId);
}
