import { formatCents } from '@app/shared/money';
import type { Deps } from '../../../deps.ts';
import { notify } from '../../notifications/notifications.service.ts';
import { orderRef } from '../order-ref.ts';
import { heldTotalUsd } from '../held-vendor-order.ts';
import * as repo from '../orders.repository.ts';
import * as shipByRepo from '../ship-by.repository.ts';
import { reminderDue } from '../ship-by.ts';
import { carrierScanned } from '../carrier-scans.ts';

const DAY_MS = 86_400_000;

/**
 * The ship-by job (every 10 minutes; safe in several processes: each notice is recorded with a conditional update in
 * its transaction, so it goes once): reminds vendors 3 days and 1 day before a ship-by date, and tells the buyer when
 * the date passed with no carrier event that they may cancel for a full refund.
 */
export async function remindShipBy(deps: Deps): Promise<{ reminded: number; missed: number }> {
  const now = deps.clock.now();
  let reminded = 0;
  let told = 0;
  for (const vo of await shipByRepo.shipByRemindersDue(deps.db, now, new Date(now.getTime() + 3 * DAY_MS))) {
    const days = reminderDue(vo, now);
    if (days === null) continue;
    const sent = await deps.db.transaction(async (tx) => {
      if (!(await shipByRepo.markShipByReminder(tx, vo.id, days))) return false;
      await notify(
        deps,
        vo.vendorId,
        'order.ship_by_soon',
        {
          orderId: vo.orderId,
          orderRef: orderRef(vo.orderId),
          date: vo.shipBy!.toISOString().slice(0, 10),
          days,
          link: '/vendor/dashboard?tab=orders',
        },
        tx,
      );
      return true;
    });
    if (sent) reminded += 1;
  }
  const missed = await shipByRepo.shipByMissedDue(deps.db, now);
  // A label alone is not a carrier event: a shipped order the carrier never scanned is late too (one query for all).
  const scanned = await carrierScanned(
    deps.db,
    missed.filter((vo) => vo.status === 'SHIPPED').map((vo) => vo.id),
  );
  for (const vo of missed) {
    const late = !scanned.has(vo.id);
    const sent = await deps.db.transaction(async (tx) => {
      if (!(await shipByRepo.markShipByMissed(tx, vo.id, now))) return false;
      if (!late) return false;
      const order = await repo.findOrder(tx, vo.orderId);
      if (!order) return false;
      const amountCents = heldTotalUsd(vo); // what escrow holds: a plan's deposit only while its balance is unpaid
      await notify(
        deps,
        order.buyerId,
        'order.ship_by_missed',
        {
          orderId: order.id,
          orderRef: orderRef(order.id),
          vendorName: vo.vendorName,
          date: vo.shipBy!.toISOString().slice(0, 10),
          amount: formatCents(amountCents),
          amountCents,
          link: `/order-confirmation/${order.id}`,
        },
        tx,
      );
      return true;
    });
    if (sent) told += 1;
  }
  return { reminded, missed: told };
}
