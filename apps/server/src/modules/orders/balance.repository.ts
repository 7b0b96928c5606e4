/** The payment plans' queries (issue 18): a vendor order's balance moves, its paying checkout, its timeline. */
import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { checkouts, orderEvents, productionPhotos, vendorOrders } from './orders.schema.ts';
import type { CheckoutRow, VendorOrderRow } from './orders.repository.ts';

/** One move of a vendor order's balance (issue 18), conditional on the states it may start from. */
export async function moveBalance(
  db: DbOrTx,
  id: string,
  from: VendorOrderRow['balanceStatus'][],
  patch: PgUpdateSetSource<typeof vendorOrders>,
): Promise<number> {
  const rows = await db
    .update(vendorOrders)
    .set(patch)
    .where(and(eq(vendorOrders.id, id), inArray(vendorOrders.balanceStatus, from)))
    .returning({ id: vendorOrders.id });
  return rows.length;
}

/**
 * An early release of a payment plan's goods (issue 18), at production start (which is recorded with it) or at the
 * carrier's first scan: once, only while nothing was released and escrow holds the order, so a retry or a second
 * milestone changes nothing. Returns whether it was recorded.
 */
export async function recordEarlyRelease(
  db: DbOrTx,
  id: string,
  released: { cents: number; minor: number | null; at: Date },
  milestone: 'production' | 'shipment',
): Promise<boolean> {
  const rows = await db
    .update(vendorOrders)
    .set({
      releasedGoodsCents: released.cents,
      releasedGoodsMinor: released.minor,
      updatedAt: released.at,
      ...(milestone === 'production' ? { productionStartedAt: released.at } : {}),
    })
    .where(and(eq(vendorOrders.id, id), eq(vendorOrders.releasedGoodsCents, 0), eq(vendorOrders.escrowStatus, 'HELD')))
    .returning({ id: vendorOrders.id });
  return rows.length > 0;
}

export type ProductionPhotoRow = typeof productionPhotos.$inferSelect;

export async function insertProductionPhotos(db: DbOrTx, rows: ProductionPhotoRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(productionPhotos).values(rows);
}

/** The production photos of vendor orders, oldest first (one query). */
export function productionPhotosOf(db: DbOrTx, vendorOrderIds: string[]): Promise<ProductionPhotoRow[]> {
  if (vendorOrderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(productionPhotos)
    .where(inArray(productionPhotos.vendorOrderId, vendorOrderIds))
    .orderBy(asc(productionPhotos.createdAt), asc(productionPhotos.id));
}

/** One production photo of one vendor order (both ids must match). */
export async function findProductionPhoto(
  db: DbOrTx,
  vendorOrderId: string,
  photoId: string,
): Promise<ProductionPhotoRow | undefined> {
  const [row] = await db
    .select()
    .from(productionPhotos)
    .where(and(eq(productionPhotos.id, photoId), eq(productionPhotos.vendorOrderId, vendorOrderId)));
  return row;
}

/** The checkout that paid a vendor order's balance (issue 18), if any. */
export async function paidBalanceCheckout(db: DbOrTx, vendorOrderId: string): Promise<CheckoutRow | undefined> {
  const [row] = await db
    .select()
    .from(checkouts)
    .where(
      and(eq(checkouts.kind, 'BALANCE'), eq(checkouts.vendorOrderId, vendorOrderId), eq(checkouts.status, 'PLACED')),
    )
    .limit(1);
  return row;
}

/** The status, escrow and balance events of vendor orders, oldest first: their timelines (issue 18). */
export function eventsOfVendorOrders(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      vendorOrderId: orderEvents.vendorOrderId,
      field: orderEvents.field,
      toState: orderEvents.toState,
      createdAt: orderEvents.createdAt,
    })
    .from(orderEvents)
    .where(inArray(orderEvents.vendorOrderId, ids))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
}

/** Balances asked on or before `askedBefore`, still unpaid, whose buyer was not reminded yet (oldest first). */
export function balancesToRemind(db: DbOrTx, askedBefore: Date, limit = 200): Promise<VendorOrderRow[]> {
  return db
    .select()
    .from(vendorOrders)
    .where(
      and(
        eq(vendorOrders.balanceStatus, 'DUE'),
        lte(vendorOrders.balanceRequestedAt, askedBefore),
        isNull(vendorOrders.balanceRemindedAt),
      ),
    )
    .orderBy(asc(vendorOrders.balanceRequestedAt))
    .limit(limit);
}

/** Records the reminder once (a concurrent job that recorded it first wins). */
export async function markBalanceReminded(db: DbOrTx, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(vendorOrders)
    .set({ balanceRemindedAt: at })
    .where(and(eq(vendorOrders.id, id), eq(vendorOrders.balanceStatus, 'DUE'), isNull(vendorOrders.balanceRemindedAt)))
    .returning({ id: vendorOrders.id });
  return rows.length > 0;
}
