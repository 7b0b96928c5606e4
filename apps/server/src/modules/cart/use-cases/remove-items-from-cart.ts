import type { DbOrTx } from '../../../db/client.ts';
import * as repo from '../cart.repository.ts';

export async function removeItemsFromCart(db: DbOrTx, userId: string, productIds: string[]): Promise<void> {
  for (const productId of productIds) await repo.remove(db, userId, productId);
}
