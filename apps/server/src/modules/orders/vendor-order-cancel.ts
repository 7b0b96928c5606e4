/**
 * Cancelling a vendor order whose money is held, as the vendor's cancel and the buyer's ship-by cancel both do it: in
 * the caller's transaction, status CANCELLED, escrow REFUNDED and the ledger refund (everything held: goods, shipping,
 * the buyer fee; a payment plan's deposit only when its balance was not paid, which is then no longer asked); after it,
 * the refund through the rails that took the money (their ids make each apply once).
 */
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import * as escrow from '../escrow/escrow.service.ts';
import { assertEscrowTransition } from '../escrow/escrow-state.ts';
import { heldTotal, heldVendorOrder } from './held-vendor-order.ts';
import { balanceUnpaid, setBalanceStatus } from './balance-state.ts';
import * as repo from './orders.repository.ts';
import { refundSources, splitRefund, type RefundSource } from './refund-sources.ts';
import { payBackParts } from './use-cases/pay-back-through-rail.ts';
import { setEscrowStatus, setStatus } from './vendor-order-steps.ts';

export interface RefundDue {
  order: repo.OrderRow;
  /** What goes back, per payment that brought it in (a plan's balance has its own, issue 18). */
  back: (RefundSource & { refundMinor: number })[];
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
  // a plan's balance not paid yet is no longer asked (issue 18)
  if (balanceUnpaid(vo.balanceStatus)) await setBalanceStatus(tx, deps, vo, 'CANCELLED', input.actorId, input.reason);
  const back = splitRefund(await refundSources(tx, vo, order), heldTotal(vo).amountMinor);
  return { order, back, vendorOrderId: vo.id };
}

/** The money back through the rails that took it, in the currency it was paid in (pay-back-through-rail.ts). */
export function refundThroughRail(deps: Deps, due: RefundDue, key: string): Promise<void> {
  return payBackParts(deps, due.back, {
    currency: due.back[0]?.currency ?? 'USD',
    buyerId: due.order.buyerId,
    orderId: due.order.id,
    key,
    subject: { vendorOrderId: due.vendorOrderId },
  });
}
