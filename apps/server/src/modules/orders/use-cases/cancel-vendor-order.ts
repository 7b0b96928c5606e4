import { formatCents } from '@app/shared/money';
import type { Deps } from '../../../deps.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { notify } from '../../notifications/notifications.service.ts';
import { heldTotalUsd } from '../held-vendor-order.ts';
import { orderRef } from '../order-ref.ts';
import { assertCancelBeforeShipping } from '../order-state.ts';
import { cancelAndRefundInTx, refundThroughRail } from '../vendor-order-cancel.ts';
import { lockOwned } from '../vendor-order-steps.ts';

/**
 * Cancels a vendor order before shipping: status CANCELLED (audited as 'order.vendor_order_cancelled'), escrow
 * REFUNDED and the ledger refund, in one transaction (the stock is not put back: the vendor says what they have);
 * then the provider refund (its id makes it apply once).
 */
export async function cancelVendorOrder(
  deps: Deps,
  auth: AuthContext,
  vendorOrderId: string,
  reason: string,
): Promise<void> {
  const due = await deps.db.transaction(async (tx) => {
    const vo = await lockOwned(tx, auth, vendorOrderId);
    assertCancelBeforeShipping(vo.status);
    const result = await cancelAndRefundInTx(tx, deps, vo, {
      actorId: auth.user.id,
      reason,
      auditAction: 'order.vendor_order_cancelled',
    });
    const amountCents = heldTotalUsd(vo); // what escrow holds: a plan's deposit only while its balance is unpaid
    await notify(
      deps,
      result.order.buyerId,
      'order.cancelled',
      {
        orderId: result.order.id,
        orderRef: orderRef(result.order.id),
        vendorName: vo.vendorName,
        amount: formatCents(amountCents),
        amountCents,
        reason,
        link: `/order-confirmation/${result.order.id}`,
      },
      tx,
    );
    return result;
  });
  await refundThroughRail(deps, due, `cancel-${due.vendorOrderId}`);
}
