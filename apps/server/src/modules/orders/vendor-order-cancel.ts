/**
 * Cancelling a vendor order whose money is held, as the vendor's cancel and the buyer's ship-by cancel both do it: in
 * the caller's transaction, status CANCELLED, escrow REFUNDED and the ledger refund (everything held: goods, shipping,
 * the buyer fee); after it, the refund through the rail that took the money (its id makes it apply once).
 */
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import * as escrow from '../escrow/escrow.service.ts';
import { assertEscrowTransition } from '../escrow/escrow-state.ts';
import { ManualRefundRequiredError } from '../payments/payment-provider.ts';
import { heldTotal, heldVendorOrder } from './held-vendor-order.ts';
import * as repo from './orders.repository.ts';
import { setEscrowStatus, setStatus } from './vendor-order-steps.ts';

export interface RefundDue {
  order: repo.OrderRow;
  back: { amountMinor: number; currency: string };
  vendorOrderId: string;
}

/** On the locked vendor order (the caller checked who may cancel it, and from which status). */
export async function cancelAndRefundInTx(
  tx: DbOrTx,
  deps: Deps,
  vo: repo.VendorOrderRow,
  input: { actorId: string | null; reason: string; auditAction: string },
): Promise<RefundDue> {
  await setStatus(tx, deps, vo, 'CANCELLED', input.actorId, input.reason, input.auditAction);
  assertEscrowTransition(vo.escrowStatus, 'REFUNDED');
  const order = (await repo.findOrder(tx, vo.orderId))!;
  const now = deps.clock.now();
  await escrow.refund(tx, heldVendorOrder(vo, order.buyerId), { orderId: order.id, actorId: input.actorId, at: now });
  await setEscrowStatus(tx, deps, vo, 'REFUNDED', input.actorId, input.reason);
  return { order, back: heldTotal(vo), vendorOrderId: vo.id };
}

/**
 * The money back through the rail that took it, in the currency it was paid in. A rail that cannot refund by itself
 * (bank transfer) or fails leaves the refund owed to the buyer in the ledger, for an admin or the reconciliation.
 */
export async function refundThroughRail(deps: Deps, due: RefundDue, key: string): Promise<void> {
  try {
    const { refundId } = await deps.rails
      .refunderOf(due.order.paymentProvider)
      .refundCapture(due.order.paymentCaptureId, due.back.amountMinor, key);
    await deps.db.transaction((tx) =>
      escrow.refundPaid(
        tx,
        due.order.buyerId,
        due.back.amountMinor,
        refundId,
        { orderId: due.order.id, at: deps.clock.now() },
        due.back.currency,
      ),
    );
  } catch (err) {
    if (err instanceof ManualRefundRequiredError)
      deps.logger.info(
        { vendorOrderId: due.vendorOrderId, rail: err.provider },
        'refund to be paid back by hand; owed to the buyer meanwhile',
      );
    else
      deps.logger.error(
        { err, vendorOrderId: due.vendorOrderId },
        'provider refund failed; the ledger shows it as owed to the buyer',
      );
  }
}
