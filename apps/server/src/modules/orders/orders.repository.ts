import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import {
  checkouts,
  orderEvents,
  orderItems,
  orders,
  paymentQuotes,
  vendorOrders,
  type CheckoutStatus,
} from './orders.schema.ts';

export type CheckoutRow = typeof checkouts.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type VendorOrderRow = typeof vendorOrders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

export async function insertCheckout(db: DbOrTx, row: typeof checkouts.$inferInsert): Promise<CheckoutRow | undefined> {
  const [inserted] = await db.insert(checkouts).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function findCheckoutByKey(db: DbOrTx, buyerId: string, key: string): Promise<CheckoutRow | undefined> {
  const [row] = await db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.buyerId, buyerId), eq(checkouts.idempotencyKey, key)));
  return row;
}

export async function findCheckout(db: DbOrTx, id: string): Promise<CheckoutRow | undefined> {
  const [row] = await db.select().from(checkouts).where(eq(checkouts.id, id));
  return row;
}

export async function findCheckoutByProviderOrder(
  db: DbOrTx,
  providerOrderId: string,
): Promise<CheckoutRow | undefined> {
  const [row] = await db.select().from(checkouts).where(eq(checkouts.providerOrderId, providerOrderId));
  return row;
}

export async function lockCheckout(db: DbOrTx, id: string): Promise<CheckoutRow | undefined> {
  const [row] = await db.select().from(checkouts).where(eq(checkouts.id, id)).for('update');
  return row;
}

/** Conditional update: only when the checkout is still in `from`. How many rows changed (0 or 1). */
export async function moveCheckout(
  db: DbOrTx,
  id: string,
  from: CheckoutStatus[],
  patch: PgUpdateSetSource<typeof checkouts>,
): Promise<number> {
  const rows = await db
    .update(checkouts)
    .set(patch)
    .where(and(eq(checkouts.id, id), inArray(checkouts.status, from)))
    .returning({ id: checkouts.id });
  return rows.length;
}

/** The write of a checkout machine move (lib/state-machine.ts): `patch` and the new status, conditionally. */
export function checkoutWrite(id: string, patch: Omit<PgUpdateSetSource<typeof checkouts>, 'status'> = {}) {
  return (db: DbOrTx, status: CheckoutStatus, from: CheckoutStatus[]): Promise<number> =>
    moveCheckout(db, id, from, { ...patch, status });
}

export async function updateCheckout(
  db: DbOrTx,
  id: string,
  patch: PgUpdateSetSource<typeof checkouts>,
): Promise<void> {
  await db.update(checkouts).set(patch).where(eq(checkouts.id, id));
}

export async function staleCheckouts(db: DbOrTx, statuses: CheckoutStatus[], before: Date): Promise<CheckoutRow[]> {
  return db
    .select()
    .from(checkouts)
    .where(and(inArray(checkouts.status, statuses), lt(checkouts.updatedAt, before)))
    .limit(100);
}

/** Unpaid pro-formas (and priced quotes) whose payment deadline has passed. */
export async function dueProformas(db: DbOrTx, now: Date): Promise<CheckoutRow[]> {
  return db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.status, 'AWAITING_TRANSFER'), lte(checkouts.expiresAt, now)))
    .limit(100);
}

export async function insertOrder(db: DbOrTx, row: typeof orders.$inferInsert): Promise<void> {
  await db.insert(orders).values(row);
}

export async function insertVendorOrder(db: DbOrTx, row: typeof vendorOrders.$inferInsert): Promise<void> {
  await db.insert(vendorOrders).values(row);
}

export async function insertItems(db: DbOrTx, rows: (typeof orderItems.$inferInsert)[]): Promise<void> {
  if (rows.length) await db.insert(orderItems).values(rows);
}

export async function insertEvent(db: DbOrTx, e: Omit<typeof orderEvents.$inferInsert, 'id'>): Promise<void> {
  await db.insert(orderEvents).values({ id: randomUUID(), ...e });
}

export async function findOrder(db: DbOrTx, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

export async function ordersOfBuyer(db: DbOrTx, buyerId: string, limit = 100): Promise<OrderRow[]> {
  return db.select().from(orders).where(eq(orders.buyerId, buyerId)).orderBy(desc(orders.createdAt)).limit(limit);
}

/** Every order of a buyer in one light row each (total, vendor order statuses, held vendor orders), for the stats. */
export async function buyerOrderSummaries(
  db: DbOrTx,
  buyerId: string,
): Promise<{ totalCents: number; unpaidCents: number; statuses: VendorOrderRow['status'][]; heldIds: string[] }[]> {
  return db
    .select({
      totalCents: orders.totalCents,
      // a payment plan's balance not paid (yet, or ever: cancelled) is not money the buyer spent (issue 18)
      unpaidCents: sql<number>`coalesce(sum(${vendorOrders.balanceGoodsCents} + ${vendorOrders.shippingCents}) filter (
        where ${vendorOrders.balanceStatus} in ('PENDING', 'DUE', 'CANCELLED')), 0)::int`,
      statuses: sql<VendorOrderRow['status'][]>`array_agg(${vendorOrders.status})`,
      heldIds: sql<
        string[]
      >`coalesce(array_agg(${vendorOrders.id}) filter (where ${vendorOrders.escrowStatus} = 'HELD'), '{}')`,
    })
    .from(orders)
    .innerJoin(vendorOrders, eq(vendorOrders.orderId, orders.id))
    .where(eq(orders.buyerId, buyerId))
    .groupBy(orders.id, orders.totalCents);
}

/** The buyer's contact and the vendor name of several vendor orders, in one query. */
export async function partiesOfVendorOrders(
  db: DbOrTx,
  ids: string[],
): Promise<{ id: string; vendorName: string; buyerInfo: OrderRow['buyerInfo'] }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: vendorOrders.id, vendorName: vendorOrders.vendorName, buyerInfo: orders.buyerInfo })
    .from(vendorOrders)
    .innerJoin(orders, eq(orders.id, vendorOrders.orderId))
    .where(inArray(vendorOrders.id, ids));
}

export async function ordersByIds(db: DbOrTx, ids: string[]): Promise<OrderRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(orders).where(inArray(orders.id, ids));
}

export async function vendorOrdersOfOrders(db: DbOrTx, orderIds: string[]): Promise<VendorOrderRow[]> {
  if (orderIds.length === 0) return [];
  return db.select().from(vendorOrders).where(inArray(vendorOrders.orderId, orderIds)).orderBy(vendorOrders.vendorName);
}

export async function vendorOrdersOfVendor(db: DbOrTx, vendorId: string, limit = 200): Promise<VendorOrderRow[]> {
  return db
    .select()
    .from(vendorOrders)
    .where(eq(vendorOrders.vendorId, vendorId))
    .orderBy(desc(vendorOrders.createdAt))
    .limit(limit);
}

export async function vendorOrderIdsOfVendor(db: DbOrTx, vendorId: string): Promise<string[]> {
  const rows = await db.select({ id: vendorOrders.id }).from(vendorOrders).where(eq(vendorOrders.vendorId, vendorId));
  return rows.map((r) => r.id);
}

export async function countPendingForVendor(db: DbOrTx, vendorId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(vendorOrders)
    .where(and(eq(vendorOrders.vendorId, vendorId), inArray(vendorOrders.status, ['PLACED', 'ACCEPTED'])));
  return row?.n ?? 0;
}

export async function itemsOfOrders(db: DbOrTx, orderIds: string[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return [];
  return db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds));
}

export async function lockVendorOrder(db: DbOrTx, id: string): Promise<VendorOrderRow | undefined> {
  const [row] = await db.select().from(vendorOrders).where(eq(vendorOrders.id, id)).for('update');
  return row;
}

export async function updateVendorOrder(
  db: DbOrTx,
  id: string,
  patch: PgUpdateSetSource<typeof vendorOrders>,
): Promise<void> {
  await db.update(vendorOrders).set(patch).where(eq(vendorOrders.id, id));
}

/** Conditional update: only while the vendor order's status is one of `from`. How many rows changed (0 or 1). */
export async function moveVendorOrder(
  db: DbOrTx,
  id: string,
  from: VendorOrderRow['status'][],
  patch: PgUpdateSetSource<typeof vendorOrders>,
): Promise<number> {
  const rows = await db
    .update(vendorOrders)
    .set(patch)
    .where(and(eq(vendorOrders.id, id), inArray(vendorOrders.status, from)))
    .returning({ id: vendorOrders.id });
  return rows.length;
}

/** Conditional update: only while the vendor order's escrow status is one of `from`. How many rows changed. */
export async function moveEscrow(
  db: DbOrTx,
  id: string,
  from: VendorOrderRow['escrowStatus'][],
  patch: PgUpdateSetSource<typeof vendorOrders>,
): Promise<number> {
  const rows = await db
    .update(vendorOrders)
    .set(patch)
    .where(and(eq(vendorOrders.id, id), inArray(vendorOrders.escrowStatus, from)))
    .returning({ id: vendorOrders.id });
  return rows.length;
}

export async function checkoutsOfBuyer(db: DbOrTx, buyerId: string, provider: string): Promise<CheckoutRow[]> {
  return db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.buyerId, buyerId), eq(checkouts.provider, provider)))
    .orderBy(desc(checkouts.createdAt));
}

export async function checkoutsByProvider(db: DbOrTx, provider: string): Promise<CheckoutRow[]> {
  return db
    .select()
    .from(checkouts)
    .where(eq(checkouts.provider, provider))
    .orderBy(desc(checkouts.createdAt))
    .limit(200);
}

export async function dueForRelease(db: DbOrTx, now: Date): Promise<string[]> {
  const rows = await db
    .select({ id: vendorOrders.id })
    .from(vendorOrders)
    .where(
      and(
        eq(vendorOrders.status, 'DELIVERED'),
        eq(vendorOrders.escrowStatus, 'HELD'),
        eq(vendorOrders.disputeOpen, false),
        eq(vendorOrders.fraudHold, false),
        lte(vendorOrders.inspectionEndsAt, now),
      ),
    )
    .limit(500);
  return rows.map((r) => r.id);
}

export async function findVendorOrder(db: DbOrTx, id: string): Promise<VendorOrderRow | undefined> {
  const [row] = await db.select().from(vendorOrders).where(eq(vendorOrders.id, id));
  return row;
}

/** Vendor orders a user bought and sold, cancelled ones excluded (dispute figures). */
export async function orderCountsOf(db: DbOrTx, userId: string): Promise<{ bought: number; sold: number }> {
  const [bought] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(vendorOrders)
    .innerJoin(orders, eq(orders.id, vendorOrders.orderId))
    .where(and(eq(orders.buyerId, userId), sql`${vendorOrders.status} <> 'CANCELLED'`));
  const [sold] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(vendorOrders)
    .where(and(eq(vendorOrders.vendorId, userId), sql`${vendorOrders.status} <> 'CANCELLED'`));
  return { bought: bought?.n ?? 0, sold: sold?.n ?? 0 };
}

export type PaymentQuoteRow = typeof paymentQuotes.$inferSelect;

export async function insertPaymentQuote(db: DbOrTx, row: typeof paymentQuotes.$inferInsert): Promise<void> {
  await db.insert(paymentQuotes).values(row);
}

export async function findPaymentQuote(db: DbOrTx, id: string): Promise<PaymentQuoteRow | undefined> {
  const [row] = await db.select().from(paymentQuotes).where(eq(paymentQuotes.id, id));
  return row;
}

export type PaymentState = 'received' | 'pending' | 'failed' | 'refunded';

/** The checkout statuses behind each state of a payment as the admin console groups them. */
export const PAYMENT_STATE_STATUSES: Record<PaymentState, CheckoutStatus[]> = {
  received: ['CAPTURED', 'PLACED'],
  pending: ['CREATED', 'AWAITING_TRANSFER', 'QUOTE_REQUESTED'],
  failed: ['FAILED', 'EXPIRED', 'CANCELLED'],
  refunded: ['REFUNDED'],
};

export async function paymentAttempts(
  db: DbOrTx,
  filter: { provider?: string; statuses?: CheckoutStatus[]; limit: number },
): Promise<CheckoutRow[]> {
  const where = [
    filter.provider ? eq(checkouts.provider, filter.provider) : undefined,
    filter.statuses ? inArray(checkouts.status, filter.statuses) : undefined,
  ].filter((w) => w !== undefined);
  return db
    .select()
    .from(checkouts)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(checkouts.createdAt))
    .limit(filter.limit);
}

/** Counts and charged amounts per rail, charge currency and status. */
export async function paymentTotals(
  db: DbOrTx,
): Promise<{ provider: string; currency: string; status: CheckoutStatus; count: number; amountMinor: number }[]> {
  const rows = await db
    .select({
      provider: checkouts.provider,
      currency: checkouts.chargeCurrency,
      status: checkouts.status,
      count: sql<string>`count(*)`,
      amount: sql<string>`coalesce(sum(coalesce(${checkouts.chargeMinor}, ${checkouts.totalCents})), 0)`,
    })
    .from(checkouts)
    .groupBy(checkouts.provider, checkouts.chargeCurrency, checkouts.status);
  return rows.map((r) => ({ ...r, count: Number(r.count), amountMinor: Number(r.amount) }));
}

/** Adds a label's cost to a vendor order's (a vendor order may ship in several parcels). */
export async function addLabelCost(db: DbOrTx, vendorOrderId: string, amountCents: number): Promise<void> {
  await db
    .update(vendorOrders)
    .set({ labelCostCents: sql`${vendorOrders.labelCostCents} + ${amountCents}` })
    .where(eq(vendorOrders.id, vendorOrderId));
}

/** Several vendor orders by id (those that exist; no order). */
export async function vendorOrdersByIds(db: DbOrTx, ids: string[]): Promise<VendorOrderRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(vendorOrders).where(inArray(vendorOrders.id, ids));
}
