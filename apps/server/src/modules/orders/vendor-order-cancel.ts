/**
 * Cancelling a vendor order whose money is held, as the vendor's cancel and the buyer's ship-by cancel both do it: in
 * the caller's transaction, status CANCELLED, escrow REFUNDED and the ledger refund (everything held: goods, shipping,
 * the buyer fee); after it, the refund through the rail that took the money (its id makes it apply once).
 */
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import * as escrow from '../escrow/escrow.service.ts';
import { assertEscrowTransition } from '../escrow/escrow-state.ts';
import { heldTotal, heldVendorOrder } from './held-vendor-order.ts';
import * as repo from './orders.repository.ts';
import { payBackThroughRail } from './use-cases/pay-back-through-rail.ts';
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

/** The money back through the rail that took it, in the currency it was paid in (pay-back-through-rail.ts). */
export function refundThroughRail(deps: Deps, due: RefundDue, key: string): Promise<void> {
  return payBackThroughRail(deps, {
    provider: due.order.paymentProvider,
    captureId: due.order.paymentCaptureId,
    amountMinor: due.back.amountMinor,
    currency: due.back.currency,
    buyerId: due.order.buyerId,
    orderId: due.order.id,
    key,
    subject: { vendorOrderId: due.vendorOrderId },
  });
}
