import { day, msg } from '@app/shared/error-messages';
import { formatCents } from '@app/shared/money';
import { BALANCE_UNPAID_DAYS, planOf } from '@app/shared/payment-plans';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import * as escrow from '../../escrow/escrow.service.ts';
import { assertEscrowTransition } from '../../escrow/escrow-state.ts';
import { notify } from '../../notifications/notifications.service.ts';
import { balanceMachine, setBalanceStatus } from '../balance-state.ts';
import { heldTotalUsd, heldVendorOrder } from '../held-vendor-order.ts';
import { assertCancelBeforeShipping } from '../order-state.ts';
import { orderRef } from '../order-ref.ts';
import * as repo from '../orders.repository.ts';
import { cancelAndRefundInTx, refundThroughRail, type RefundDue } from '../vendor-order-cancel.ts';
import { assertNotFrozen, lockOwned, setEscrowStatus, setStatus } from '../vendor-order-steps.ts';

const DAY_MS = 86_400_000;

/**
 * POST /orders/vendor-orders/:id/cancel-unpaid (issue 18): the buyer left a payment plan's balance unpaid for
 * BALANCE_UNPAID_DAYS after the vendor asked for it; the vendor (or an admin) cancels the order. Under a plan that says
 * so (shown to the buyer before they paid the deposit) the vendor keeps the deposit: it is released to them like a
 * delivered order's money (less the seller fee; the platform keeps the buyer fee). Otherwise everything held goes back
 * to the buyer. Refused before the days are up, once paid, or while a dispute or fraud hold freezes the money.
 */
export async function cancelUnpaidBalance(deps: Deps, auth: AuthContext, vendorOrderId: string): Promise<void> {
  const due: RefundDue | null = await deps.db.transaction(async (tx) => {
    const vo = await lockOwned(tx, auth, vendorOrderId);
    balanceMachine.assert(vo.balanceStatus, 'CANCELLED');
    if (vo.balanceStatus !== 'DUE' || !vo.balanceRequestedAt)
      throw new AppError('CONFLICT', msg('orders.balance.refused.PENDING'));
    const now = deps.clock.now();
    const overdueAt = new Date(vo.balanceRequestedAt.getTime() + BALANCE_UNPAID_DAYS * DAY_MS);
    if (now < overdueAt)
      throw new AppError('CONFLICT', msg('orders.balance.notOverdue', { date: day(overdueAt) }), {
        overdueAt: overdueAt.toISOString(),
      });
    assertNotFrozen(vo);
    assertCancelBeforeShipping(vo.status);
    const order = (await repo.findOrder(tx, vo.orderId))!;
    const reason = `Balance not paid within ${BALANCE_UNPAID_DAYS} days of the request`;
    const kept = planOf(vo.paymentPlan).depositKeptIfBalanceUnpaid;
    const heldUsd = heldTotalUsd(vo);
    let refund: RefundDue | null = null;
    if (kept) {
      assertEscrowTransition(vo.escrowStatus, 'RELEASED');
      await setStatus(tx, deps, vo, 'CANCELLED', auth.user.id, reason, 'order.vendor_order_cancelled_unpaid');
      await escrow.release(tx, heldVendorOrder(vo, order.buyerId), {
        orderId: order.id,
        actorId: auth.user.id,
        at: now,
      });
      await setEscrowStatus(tx, deps, vo, 'RELEASED', auth.user.id, reason);
      await setBalanceStatus(tx, deps, vo, 'CANCELLED', auth.user.id, reason);
    } else
      refund = await cancelAndRefundInTx(tx, deps, vo, {
        actorId: auth.user.id,
        reason,
        auditAction: 'order.vendor_order_cancelled_unpaid',
      });
    await notify(
      deps,
      order.buyerId,
      'order.cancelled_unpaid',
      {
        orderId: order.id,
        orderRef: orderRef(order.id),
        vendorName: vo.vendorName,
        kept: formatCents(kept ? heldUsd : 0),
        refunded: formatCents(kept ? 0 : heldUsd),
        link: `/order-confirmation/${order.id}`,
      },
      tx,
    );
    return refund;
  });
  if (due) await refundThroughRail(deps, due, `cancel-unpaid-${due.vendorOrderId}`);
}
