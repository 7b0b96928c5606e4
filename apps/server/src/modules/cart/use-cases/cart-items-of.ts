import type { DbOrTx } from '../../../db/client.ts';
import * as repo from '../cart.repository.ts';
import type { CartItem } from '../cart.types.ts';

export async function cartItemsOf(db: DbOrTx, userId: string): Promise<CartItem[]> {
  return repo.itemsOf(db, userId);
}
