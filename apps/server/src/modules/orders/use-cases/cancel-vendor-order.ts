import { formatCents } from '@app/shared/money';
import type { Deps } from '../../../deps.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import * as escrow from '../../escrow/escrow.service.ts';
import { assertEscrowTransition } from '../../escrow/escrow-state.ts';
import { notify } from '../../notifications/notifications.service.ts';
import { orderRef } from '../order-ref.ts';
import { heldTotal, heldVendorOrder } from '../held-vendor-order.ts';
import * as repo from '../orders.repository.ts';
import { ManualRefundRequiredError } from '../../payments/payment-provider.ts';
import { lockOwned, setEscrowStatus, setStatus } from '../vendor-order-steps.ts';

/**
 * Cancels a vendor order before shipping: status CANCELLED (audited as 'order.vendor_order_cancelled'), escrow
 * REFUNDED, the ledger refund and the stock returned, in one transaction; then the provider refund (its id makes it
 * apply once).
 */
export async function cancelVendorOrder(
  deps: Deps,
  auth: AuthContext,
  vendorOrderId: string,
  reason: string,
): Promise<void> {
  const result = await deps.db.transaction(async (tx) => {
    const vo = await lockOwned(tx, auth, vendorOrderId);
    await setStatus(tx, deps, vo, 'CANCELLED', auth.user.id, reason, 'order.vendor_order_cancelled');
    assertEscrowTransition(vo.escrowStatus, 'REFUNDED');
    const order = (await repo.findOrder(tx, vo.orderId))!;
    const now = deps.clock.now();
    await escrow.refund(tx, heldVendorOrder(vo, order.buyerId), { orderId: order.id, actorId: auth.user.id, at: now });
    await setEscrowStatus(tx, deps, vo, 'REFUNDED', auth.user.id, reason);
    const amountCents = vo.subtotalCents + vo.shippingCents + vo.buyerFeeCents;
    await notify(
      deps,
      order.buyerId,
      'order.cancelled',
      {
        orderId: order.id,
        orderRef: orderRef(order.id),
        vendorName: vo.vendorName,
        amount: formatCents(amountCents),
        amountCents,
        reason,
        link: `/order-confirmation/${order.id}`,
      },
      tx,
    );
    return { order, back: heldTotal(vo), voId: vo.id };
  });
  try {
    // Back through the rail that took the money, in the currency it was paid in.
    const { refundId } = await deps.rails
      .refunderOf(result.order.paymentProvider)
      .refundCapture(result.order.paymentCaptureId, result.back.amountMinor, `cancel-${result.voId}`);
    await deps.db.transaction((tx) =>
      escrow.refundPaid(
        tx,
        result.order.buyerId,
        result.back.amountMinor,
        refundId,
        { orderId: result.order.id, at: deps.clock.now() },
        result.back.currency,
      ),
    );
  } catch (err) {
    if (err instanceof ManualRefundRequiredError)
      deps.logger.info(
        { vendorOrderId, rail: err.provider },
        'refund to be paid back by hand; owed to the buyer meanwhile',
      );
    else deps.logger.error({ err, vendorOrderId }, 'provider refund failed; the ledger shows it as owed to the buyer');
  }
}
