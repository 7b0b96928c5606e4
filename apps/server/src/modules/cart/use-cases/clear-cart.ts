import type { DbOrTx } from '../../../db/client.ts';
import * as repo from '../cart.repository.ts';

export async function clearCart(db: DbOrTx, userId: string): Promise<void> {
  await repo.clear(db, userId);
}
