import type { Incoterm } from '@app/shared/offers';
import type { DbOrTx } from '../../../db/client.ts';
import * as repo from '../offers.repository.ts';

/** The Incoterm agreed on the accepted quote each order was placed from (the latest decided, when several), by order. */
export async function agreedIncoterms(
  db: DbOrTx,
  orderIds: string[],
  vendorId: string,
): Promise<Map<string, Incoterm>> {
  const agreed = new Map<string, Incoterm>();
  for (const o of await repo.orderedOffersOf(db, orderIds, vendorId)) {
    if (o.orderId && !agreed.has(o.orderId)) agreed.set(o.orderId, o.incoterm);
  }
  return agreed;
}
