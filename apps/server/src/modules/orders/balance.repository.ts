/** The payment plans' queries (issue 18): a vendor order's balance moves, its paying checkout, its timeline. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { checkouts, orderEvents, vendorOrders } from './orders.schema.ts';
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
