import type { DbOrTx } from '../../../db/client.ts';
import * as repo from '../cart.repository.ts';

/** Puts the lines of a cancelled pro-forma back in the buyer's cart (quoted lines keep their offer). */
export async function restoreCartLines(
  db: DbOrTx,
  userId: string,
  lines: { productId: string; quantity: number; offerId?: string | null }[],
  now: Date,
): Promise<void> {
  for (const l of lines) await repo.upsert(db, userId, l.productId, l.quantity, now, l.offerId ?? null);
}
