import { sellerFee } from '@app/shared/fees';
import { formatCents } from '@app/shared/money';
import { goodsReleasedAtShipment, planOf } from '@app/shared/payment-plans';
import type { DbOrTx } from '../../../db/client.ts';
import type { Deps } from '../../../deps.ts';
import { audit } from '../../audit/audit.service.ts';
import * as escrow from '../../escrow/escrow.service.ts';
import { notify } from '../../notifications/notifications.service.ts';
import * as balanceRepo from '../balance.repository.ts';
import { heldVendorOrder } from '../held-vendor-order.ts';
import { orderRef } from '../order-ref.ts';
import * as repo from '../orders.repository.ts';

/**
 * A carrier has the goods (its first tracking event, in the event's transaction): a payment plan that releases part of
 * the goods at shipment (issue 18: the deposit's share for a deposit plan, everything for "advance") releases it to
 * the vendor now. Not at the label: a label bought and never handed over is no shipment, and the buyer may still
 * cancel it under the ship-by guarantee (which also waits for a carrier event).
 */
export async function releaseOnCarrierScan(tx: DbOrTx, deps: Deps, vendorOrderId: string): Promise<void> {
  const vo = await repo.lockVendorOrder(tx, vendorOrderId);
  if (vo && (vo.status === 'SHIPPED' || vo.status === 'DELIVERED')) await releaseAtShipment(tx, deps, vo, null);
}

/**
 * The release at shipment on the locked vendor order: one ledger transaction, the amount on the row, a timeline event,
 * an audit row and a notice to the vendor. Nothing while a dispute or a fraud hold freezes the escrow (the whole order
 * then settles at once), nor when the escrow no longer holds the order, nor twice.
 */
export async function releaseAtShipment(
  tx: DbOrTx,
  deps: Deps,
  vo: repo.VendorOrderRow,
  actorId: string | null,
): Promise<void> {
  const plan = planOf(vo.paymentPlan);
  if (plan.releasedAtShipment === 'NONE' || vo.escrowStatus !== 'HELD' || vo.releasedGoodsCents > 0) return;
  if (vo.disputeOpen || vo.fraudHold) return;
  const order = (await repo.findOrder(tx, vo.orderId))!;
  const held = heldVendorOrder(vo, order.buyerId);
  // the same share of the goods in USD (the figures shown) and in what escrow holds (the settlement currency)
  const cents = goodsReleasedAtShipment(plan, vo.subtotalCents);
  const minor = goodsReleasedAtShipment(plan, heldVendorOrder({ ...vo, balanceStatus: 'PAID' }, '').subtotalCents);
  if (cents <= 0 || minor <= 0) return;
  const now = deps.clock.now();
  const local = (held.currency ?? 'USD') !== 'USD';
  if (!(await balanceRepo.recordEarlyRelease(tx, vo.id, { cents, minor: local ? minor : null, at: now }, 'shipment')))
    return;
  await escrow.releaseAtMilestone(tx, held, minor, 'shipment', { orderId: order.id, actorId, at: now });
  await repo.insertEvent(tx, {
    vendorOrderId: vo.id,
    field: 'release',
    fromState: 'HELD',
    toState: 'AT_SHIPMENT',
    actorId,
    reason: plan.releasedAtShipment === 'GOODS' ? 'advance: the goods at shipment' : 'deposit at shipment',
    createdAt: now,
  });
  await audit(tx, {
    actorId,
    action: 'escrow.released_at_shipment',
    subjectType: 'vendor_order',
    subjectId: vo.id,
    data: { plan: plan.id, goodsCents: cents, goodsMinor: minor, currency: held.currency ?? 'USD' },
  });
  vo.releasedGoodsCents = cents;
  vo.releasedGoodsMinor = local ? minor : null;
  // in USD, as the notice is worded: the goods released after the seller fee on them
  const net = cents - sellerFee(cents);
  await notify(
    deps,
    vo.vendorId,
    'escrow.released_at_shipment',
    {
      orderId: order.id,
      orderRef: orderRef(order.id),
      amount: formatCents(net),
      amountCents: net,
      link: '/settings?tab=billing',
    },
    tx,
  );
}
