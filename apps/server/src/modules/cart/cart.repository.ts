import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { cartItems } from './cart.schema.ts';

export async function itemsOf(
  db: DbOrTx,
  userId: string,
): Promise<{ productId: string; quantity: number; offerId: string | null }[]> {
  return db
    .select({ productId: cartItems.productId, quantity: cartItems.quantity, offerId: cartItems.offerId })
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.productId));
}

export async function quantityOf(db: DbOrTx, userId: string, productId: string): Promise<number> {
  const [row] = await db
    .select({ q: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)));
  return row?.q ?? 0;
}

export async function upsert(
  db: DbOrTx,
  userId: string,
  productId: string,
  quantity: number,
  now: Date,
  offerId: string | null = null,
): Promise<void> {
  await db
    .insert(cartItems)
    .values({ userId, productId, quantity, offerId, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.productId],
      set: { quantity, offerId, updatedAt: now },
    });
}

export async function offerOf(db: DbOrTx, userId: string, productId: string): Promise<string | null> {
  const [row] = await db
    .select({ offerId: cartItems.offerId })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)));
  return row?.offerId ?? null;
}

export async function remove(db: DbOrTx, userId: string, productId: string): Promise<void> {
  await db.delete(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)));
}

export async function clear(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
}
