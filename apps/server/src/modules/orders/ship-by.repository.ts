/** The ship-by guarantee's queries (issue 18): reminders due, passed dates, each notice recorded once. */
import { and, eq, gt, inArray, isNull, lt, lte, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { vendorOrders } from './orders.schema.ts';
import type { VendorOrderRow } from './orders.repository.ts';

/** Vendor orders not shipped whose ship-by date is within `horizon` and that may still owe a reminder (issue 18). */
export function shipByRemindersDue(db: DbOrTx, now: Date, horizon: Date, limit = 200): Promise<VendorOrderRow[]> {
  return db
    .select()
    .from(vendorOrders)
    .where(
      and(
        inArray(vendorOrders.status, ['PLACED', 'ACCEPTED']),
        // a payment plan's balance due: the goods wait for the buyer, and the date moves when it is paid (issue 18)
        ne(vendorOrders.balanceStatus, 'DUE'),
        gt(vendorOrders.shipBy, now),
        lte(vendorOrders.shipBy, horizon),
        or(isNull(vendorOrders.shipByReminder), gt(vendorOrders.shipByReminder, 1)),
      ),
    )
    .orderBy(vendorOrders.shipBy)
    .limit(limit);
}

/** Records a reminder once: only if none as near was sent (a concurrent job that sent it first wins). */
export async function markShipByReminder(db: DbOrTx, id: string, days: number): Promise<boolean> {
  const rows = await db
    .update(vendorOrders)
    .set({ shipByReminder: days })
    .where(and(eq(vendorOrders.id, id), or(isNull(vendorOrders.shipByReminder), gt(vendorOrders.shipByReminder, days))))
    .returning({ id: vendorOrders.id });
  return rows.length > 0;
}

/** Vendor orders whose money is held and whose ship-by date passed, not yet looked at since. */
export function shipByMissedDue(db: DbOrTx, now: Date, limit = 200): Promise<VendorOrderRow[]> {
  return db
    .select()
    .from(vendorOrders)
    .where(
      and(
        inArray(vendorOrders.status, ['PLACED', 'ACCEPTED', 'SHIPPED']),
        eq(vendorOrders.escrowStatus, 'HELD'),
        ne(vendorOrders.balanceStatus, 'DUE'),
        lt(vendorOrders.shipBy, now),
        isNull(vendorOrders.shipByMissedAt),
      ),
    )
    .orderBy(vendorOrders.shipBy)
    .limit(limit);
}

/** Marks a passed ship-by date as looked at, once. */
export async function markShipByMissed(db: DbOrTx, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(vendorOrders)
    .set({ shipByMissedAt: at })
    .where(and(eq(vendorOrders.id, id), isNull(vendorOrders.shipByMissedAt)))
    .returning({ id: vendorOrders.id });
  return rows.length > 0;
}
