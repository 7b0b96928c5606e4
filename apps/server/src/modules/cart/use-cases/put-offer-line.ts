import type { DbOrTx } from '../../../db/client.ts';
import * as repo from '../cart.repository.ts';

/** An accepted offer becomes (or replaces) the buyer's cart line for its product, at the offer's quantity. */
export async function putOfferLine(
  db: DbOrTx,
  userId: string,
  productId: string,
  offerId: string,
  quantity: number,
  now: Date,
): Promise<void> {
  await repo.upsert(db, userId, productId, quantity, now, offerId);
}
