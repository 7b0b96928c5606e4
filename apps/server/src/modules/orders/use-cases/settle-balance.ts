import { formatCents } from '@app/shared/money';
import { msg } from '@app/shared/error-messages';
import type { Deps } from '../../../deps.ts';
import { isDatabaseUnavailable } from '../../../lib/db-errors.ts';
import { AppError } from '../../../lib/errors.ts';
import { transition } from '../../../lib/state-machine.ts';
import * as escrow from '../../escrow/escrow.service.ts';
import { notify } from '../../notifications/notifications.service.ts';
import { setBalanceStatus } from '../balance-state.ts';
import { placementFailed, refundUnplaceable, UnplaceableSignal } from '../checkout-failures.ts';
import { checkoutMachine } from '../checkout-state.ts';
import { balanceHeld } from '../held-vendor-order.ts';
import { orderRef } from '../order-ref.ts';
import * as repo from '../orders.repository.ts';

/**
 * A captured payment of a vendor order's balance (issue 18), in one transaction: the checkout and the vendor order
 * locked, the balance held in escrow (its own ledger transaction, once), the balance PAID, the checkout PLACED on the
 * order, the vendor told. A balance that is no longer due (the order was cancelled meanwhile, or another payment of it
 * came first) or a payment of another amount is refunded in full instead. Idempotent like placing an order.
 */
export async function settleBalance(
  deps: Deps,
  checkoutId: string,
): Promise<{ orderId: string; transactionId: string }> {
  try {
    return await deps.db.transaction(async (tx) => {
      const checkout = await repo.lockCheckout(tx, checkoutId);
      if (!checkout || !checkout.vendorOrderId) throw new AppError('NOT_FOUND', msg('orders.checkoutNotFound'));
      if (checkout.status === 'PLACED' && checkout.orderId)
        return { orderId: checkout.orderId, transactionId: checkout.captureId ?? '' };
      if (checkout.status !== 'CAPTURED' || !checkout.captureId)
        throw new AppError(
          'CONFLICT',
          msg('orders.checkoutNotReady', { status: msg(`orders.checkoutStatus.${checkout.status}`) }),
        );
      if (checkout.failureReason?.startsWith('AMOUNT_MISMATCH:')) throw new UnplaceableSignal(checkout.failureReason);
      const vo = await repo.lockVendorOrder(tx, checkout.vendorOrderId);
      const order = vo ? await repo.findOrder(tx, vo.orderId) : undefined;
      if (!vo || !order) throw new AppError('NOT_FOUND', msg('orders.notFound'));
      if (vo.balanceStatus !== 'DUE' || vo.escrowStatus !== 'HELD') throw new UnplaceableSignal('BALANCE_NOT_DUE');
      const now = deps.clock.now();
      await escrow.hold(
        tx,
        balanceHeld(vo, order.buyerId),
        { orderId: order.id, actorId: order.buyerId, at: now },
        'balance',
      );
      // The ship-by clock stopped while the buyer owed the balance: the promised date moves by as long.
      const waited = vo.balanceRequestedAt ? Math.max(0, now.getTime() - vo.balanceRequestedAt.getTime()) : 0;
      await setBalanceStatus(tx, deps, vo, 'PAID', order.buyerId, 'balance paid', {
        balancePaidAt: now,
        ...(vo.shipBy && waited > 0 ? { shipBy: new Date(vo.shipBy.getTime() + waited) } : {}),
      });
      await transition(tx, checkoutMachine, {
        subjectId: checkout.id,
        from: checkout.status,
        action: 'PLACED',
        write: repo.checkoutWrite(checkout.id, { orderId: order.id, updatedAt: now }),
        actorId: null,
        audited: false, // the balance's own event is the record
      });
      await notify(
        deps,
        vo.vendorId,
        'order.balance_paid',
        {
          orderId: order.id,
          vendorOrderId: vo.id,
          orderRef: orderRef(order.id),
          amount: formatCents(checkout.totalCents),
          amountCents: checkout.totalCents,
          link: '/vendor/dashboard?tab=orders',
        },
        tx,
      );
      return { orderId: order.id, transactionId: checkout.captureId };
    });
  } catch (err) {
    if (err instanceof UnplaceableSignal) return refundUnplaceable(deps, checkoutId, err.reason);
    if (err instanceof AppError || isDatabaseUnavailable(err)) throw err;
    deps.logger.error({ err, checkoutId }, 'balance settlement failed after capture');
    const checkout = await repo.findCheckout(deps.db, checkoutId);
    throw placementFailed(checkout?.captureId ?? null);
  }
}
