import { day, msg } from '@app/shared/error-messages';
import { formatCents } from '@app/shared/money';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { notify } from '../../notifications/notifications.service.ts';
import { carrierScanned } from '../carrier-scans.ts';
import { orderRef } from '../order-ref.ts';
import { heldTotalUsd } from '../held-vendor-order.ts';
import * as repo from '../orders.repository.ts';
import { lateCancel } from '../ship-by.ts';
import { cancelAndRefundInTx, refundThroughRail } from '../vendor-order-cancel.ts';

/**
 * POST /api/orders/vendor-orders/:id/cancel-late: the ship-by guarantee (issue 18). The buyer of a vendor order whose
 * ship-by date passed with no carrier event cancels it: everything held comes back (goods, shipping, buyer fee), the
 * vendor order counts as a late shipment in the vendor's reliability, and both sides are told. Refused with the reason
 * otherwise; a second click finds it cancelled (one refund).
 */
export async function cancelLateVendorOrder(deps: Deps, auth: AuthContext, vendorOrderId: string): Promise<void> {
  const due = await deps.db.transaction(async (tx) => {
    const vo = await repo.lockVendorOrder(tx, vendorOrderId);
    const order = vo ? await repo.findOrder(tx, vo.orderId) : undefined;
    // Only the buyer: anyone else learns nothing about the order.
    if (!vo || !order || order.buyerId !== auth.user.id) throw new AppError('NOT_FOUND', msg('orders.notFound'));
    const now = deps.clock.now();
    // asked on the locked row: a carrier event recorded meanwhile is seen
    const scanned = (await carrierScanned(tx, [vo.id])).has(vo.id);
    const rule = lateCancel(vo, scanned, now);
    if (!rule.allowed) {
      if (rule.reason === 'NOT_LATE' || rule.reason === 'NO_DATE')
        throw new AppError(
          'CONFLICT',
          msg('orders.shipBy.notLate', { vendor: vo.vendorName, date: vo.shipBy ? day(vo.shipBy) : '' }),
          { reason: rule.reason },
        );
      const key =
        rule.reason === 'CARRIER_EVENT'
          ? 'carrierEvent'
          : rule.reason === 'DISPUTE'
            ? 'dispute'
            : rule.reason === 'BALANCE_DUE'
              ? 'balanceDue'
              : 'closed';
      throw new AppError('CONFLICT', msg(`orders.shipBy.${key}`), { reason: rule.reason });
    }
    const reason = 'Not shipped by the promised date (ship-by guarantee)';
    const result = await cancelAndRefundInTx(tx, deps, vo, {
      actorId: auth.user.id,
      reason,
      auditAction: 'order.vendor_order_cancelled_late',
    });
    await repo.updateVendorOrder(tx, vo.id, { cancelledLate: true });
    const amountCents = heldTotalUsd(vo); // what escrow holds: a plan's deposit only while its balance is unpaid
    const facts = {
      orderId: order.id,
      orderRef: orderRef(order.id),
      vendorName: vo.vendorName,
      amount: formatCents(amountCents),
      amountCents,
      reason,
    };
    await notify(deps, order.buyerId, 'order.cancelled', { ...facts, link: `/order-confirmation/${order.id}` }, tx);
    await notify(deps, vo.vendorId, 'order.cancelled_late', { ...facts, link: '/vendor/dashboard?tab=orders' }, tx);
    return result;
  });
  await refundThroughRail(deps, due, `cancel-late-${due.vendorOrderId}`);
}
