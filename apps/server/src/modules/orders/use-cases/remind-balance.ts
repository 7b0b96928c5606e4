import { formatCents } from '@app/shared/money';
import { BALANCE_UNPAID_DAYS, planOf } from '@app/shared/payment-plans';
import type { Deps } from '../../../deps.ts';
import { notify } from '../../notifications/notifications.service.ts';
import * as balanceRepo from '../balance.repository.ts';
import { balanceDue } from '../held-vendor-order.ts';
import { orderRef } from '../order-ref.ts';
import * as repo from '../orders.repository.ts';

const DAY_MS = 86_400_000;
/** The buyer is reminded this many days before an unpaid balance's days run out. */
export const BALANCE_REMINDER_DAYS = 3;

/**
 * The balance job (every 10 minutes, with the ship-by job; safe in several processes: the reminder is recorded with a
 * conditional update in its transaction, so it goes once): a buyer who has not paid a balance BALANCE_REMINDER_DAYS
 * before the vendor may cancel is reminded, with the date and what happens then (the deposit kept or refunded).
 */
export async function remindBalances(deps: Deps): Promise<number> {
  const now = deps.clock.now();
  const askedBefore = new Date(now.getTime() - (BALANCE_UNPAID_DAYS - BALANCE_REMINDER_DAYS) * DAY_MS);
  let sent = 0;
  for (const vo of await balanceRepo.balancesToRemind(deps.db, askedBefore)) {
    const done = await deps.db.transaction(async (tx) => {
      if (!(await balanceRepo.markBalanceReminded(tx, vo.id, now))) return false;
      const order = await repo.findOrder(tx, vo.orderId);
      if (!order || !vo.balanceRequestedAt) return false;
      const due = balanceDue(vo);
      await notify(
        deps,
        order.buyerId,
        planOf(vo.paymentPlan).depositKeptIfBalanceUnpaid ? 'order.balance_reminder_keep' : 'order.balance_reminder',
        {
          orderId: order.id,
          vendorOrderId: vo.id,
          orderRef: orderRef(order.id),
          vendorName: vo.vendorName,
          amount: formatCents(due.usdCents),
          amountCents: due.usdCents,
          date: new Date(vo.balanceRequestedAt.getTime() + BALANCE_UNPAID_DAYS * DAY_MS).toISOString().slice(0, 10),
          link: `/order-confirmation/${order.id}`,
        },
        tx,
      );
      return true;
    });
    if (done) sent += 1;
  }
  return sent;
}
