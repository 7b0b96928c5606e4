import type { DbOrTx } from '../../../db/client.ts';
import * as repo from '../offers.repository.ts';

/**
 * Marks the quotes a new order uses, in the order's transaction: they cannot be used again. A quote prices one order
 * only: returns the ids already used by another order (two checkouts started from the same quote), which the caller
 * must refuse.
 */
export async function markOffersOrdered(tx: DbOrTx, offerIds: string[], orderId: string): Promise<string[]> {
  const marked = new Set(await repo.setOrdered(tx, offerIds, orderId));
  return offerIds.filter((id) => !marked.has(id));
}
