import type { OrderDto, VendorOrderDto } from '@app/shared/orders';
import { TIMES } from '@app/shared/constants';
import { sellerFee } from '@app/shared/fees';
import { formatCents } from '@app/shared/money';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { isAdmin } from '../../http/access.ts';
import { AppError } from '../../lib/errors.ts';
import { audit } from '../audit/audit.service.ts';
import type { AuthContext } from '../auth/auth.types.ts';
import { disputeEligibilityOf } from '../disputes/dispute-eligibility.ts';
import * as escrow from '../escrow/escrow.service.ts';
import { assertEscrowTransition } from '../escrow/escrow-state.ts';
import { vendorMoneyFigures } from '../escrow/use-cases/money-figures.ts';
import { notify } from '../notifications/notifications.service.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { orderRef } from './checkout.service.ts';
import { assertVendorOrderTransition, orderStatusOf } from './order-state.ts';
import type { VendorOrderStatus } from './orders.schema.ts';
import * as repo from './orders.repository.ts';
import { msg } from '@app/shared/error-messages';

function itemDto(i: repo.OrderItemRow) {
  return {
    productId: i.productId,
    name: i.productName,
    imageUrl: i.imageUrl,
    unit: i.unit,
    currency: i.currency,
    unitPriceCents: i.unitPriceCents,
    quantity: i.quantity,
    lineTotalCents: i.lineTotalCents,
    lineTotalUsdCents: i.lineTotalUsdCents,
  };
}

function vendorOrderDto(vo: repo.VendorOrderRow, order: repo.OrderRow, items: repo.OrderItemRow[]): VendorOrderDto {
  return {
    id: vo.id,
    orderId: vo.orderId,
    vendorId: vo.vendorId,
    vendorName: vo.vendorName,
    status: vo.status,
    escrowStatus: vo.escrowStatus,
    subtotalCents: vo.subtotalCents,
    buyerFeeCents: vo.buyerFeeCents,
    items: items.filter((i) => i.vendorOrderId === vo.id).map(itemDto),
    createdAt: vo.createdAt.toISOString(),
    deliveredAt: vo.deliveredAt?.toISOString() ?? null,
    inspectionEndsAt: vo.inspectionEndsAt?.toISOString() ?? null,
    disputeOpen: vo.disputeOpen,
    buyer: { name: order.buyerInfo.name, company: order.buyerInfo.company, country: order.shippingAddress.country },
    shippingAddress: { region: '', ...order.shippingAddress },
  };
}

/** Whole orders with their vendor orders and items: three queries, whatever the number of orders. */
async function orderDtos(db: DbOrTx, orders: repo.OrderRow[]): Promise<OrderDto[]> {
  const ids = orders.map((o) => o.id);
  const [vos, items] = await Promise.all([repo.vendorOrdersOfOrders(db, ids), repo.itemsOfOrders(db, ids)]);
  return orders.map((o) => {
    const mine = vos.filter((v) => v.orderId === o.id);
    return {
      id: o.id,
      createdAt: o.createdAt.toISOString(),
      status: orderStatusOf(mine.map((v) => v.status)),
      currency: o.currency,
      subtotalCents: o.subtotalCents,
      feeCents: o.feeCents,
      totalCents: o.totalCents,
      buyerInfo: o.buyerInfo,
      shippingAddress: { region: '', ...o.shippingAddress },
      transactionId: o.paymentCaptureId,
      vendorOrders: mine.map((vo) => vendorOrderDto(vo, o, items)),
    };
  });
}

/** Each vendor order gets the disputes module's eligibility rule (may the buyer open a dispute now, else why not). */
async function withDisputeEligibility(deps: Deps, orders: OrderDto[], viewerIsBuyer: boolean): Promise<OrderDto[]> {
  const vos = orders.flatMap((o) => o.vendorOrders);
  const rule = await disputeEligibilityOf(
    deps.db,
    vos.map((vo) => ({ ...vo, productIds: vo.items.map((i) => i.productId), viewerIsBuyer })),
    deps.clock.now(),
  );
  return orders.map((o) => ({
    ...o,
    vendorOrders: o.vendorOrders.map((vo) => ({ ...vo, disputeEligibility: rule.get(vo.id) })),
  }));
}

/** The order confirmation: its buyer and admins only; anyone else gets "Order Not Found". */
export async function getOrder(deps: Deps, auth: AuthContext, orderId: string): Promise<OrderDto> {
  const order = await repo.findOrder(deps.db, orderId);
  if (!order || (order.buyerId !== auth.user.id && !isAdmin(auth)))
    throw new AppError('NOT_FOUND', msg('orders.notFoundPage'));
  return (await withDisputeEligibility(deps, await orderDtos(deps.db, [order]), order.buyerId === auth.user.id))[0]!;
}

export async function listBuyerOrders(deps: Deps, auth: AuthContext): Promise<OrderDto[]> {
  return withDisputeEligibility(deps, await orderDtos(deps.db, await repo.ordersOfBuyer(deps.db, auth.user.id)), true);
}

/** The buyer's dashboard figures over all their orders (the list shows the latest 100). */
export async function buyerStats(deps: Deps, auth: AuthContext) {
  const summaries = await repo.buyerOrderSummaries(deps.db, auth.user.id);
  const held = await escrow.escrowBalances(
    deps.db,
    summaries.flatMap((o) => o.heldIds),
  );
  const active = summaries.filter((o) => {
    const status = orderStatusOf(o.statuses);
    return status === 'processing' || status === 'shipped';
  });
  return {
    totalOrders: summaries.length,
    activeOrders: active.length,
    totalSpentCents: summaries.reduce((s, o) => s + o.totalCents, 0),
    inEscrowCents: [...held.values()].reduce((s, v) => s + v, 0),
  };
}

export async function listVendorOrders(deps: Deps, auth: AuthContext): Promise<VendorOrderDto[]> {
  const vos = await repo.vendorOrdersOfVendor(deps.db, auth.user.id);
  const orderIds = [...new Set(vos.map((v) => v.orderId))];
  const [orders, items] = await Promise.all([
    repo.ordersByIds(deps.db, orderIds),
    repo.itemsOfOrders(deps.db, orderIds),
  ]);
  const byId = new Map(orders.map((o) => [o.id, o]));
  return vos.map((vo) => vendorOrderDto(vo, byId.get(vo.orderId)!, items));
}

export async function vendorPendingOrders(db: DbOrTx, vendorId: string): Promise<number> {
  return repo.countPendingForVendor(db, vendorId);
}

/** The vendor's money (Settings > Billing), from the ledger's read model: see escrow/use-cases/money-figures.ts. */
export async function vendorBalance(deps: Deps, auth: AuthContext) {
  const vos = await repo.vendorOrdersOfVendor(deps.db, auth.user.id, 10_000);
  const orderIds = [...new Set(vos.filter((v) => v.escrowStatus === 'HELD').map((v) => v.orderId))];
  const buyers = new Map((await repo.ordersByIds(deps.db, orderIds)).map((o) => [o.id, o.buyerId]));
  const held = vos
    .filter((v) => buyers.has(v.orderId))
    .map((v) => ({
      vendorOrderId: v.id,
      vendorId: v.vendorId,
      buyerId: buyers.get(v.orderId)!,
      subtotalCents: v.subtotalCents,
      buyerFeeCents: v.buyerFeeCents,
    }));
  return vendorMoneyFigures(deps.db, auth.user.id, held);
}

/** The vendor of that vendor order (or an admin) may act on it. */
async function lockOwned(tx: DbOrTx, auth: AuthContext, vendorOrderId: string): Promise<repo.VendorOrderRow> {
  const vo = await repo.lockVendorOrder(tx, vendorOrderId);
  if (!vo || (vo.vendorId !== auth.user.id && !isAdmin(auth))) throw new AppError('NOT_FOUND', msg('orders.notFound'));
  return vo;
}

async function setStatus(
  tx: DbOrTx,
  deps: Deps,
  vo: repo.VendorOrderRow,
  to: VendorOrderStatus,
  actorId: string | null,
  reason?: string,
): Promise<void> {
  assertVendorOrderTransition(vo.status, to);
  const now = deps.clock.now();
  await repo.updateVendorOrder(tx, vo.id, { status: to, updatedAt: now });
  await repo.insertEvent(tx, {
    vendorOrderId: vo.id,
    field: 'status',
    fromState: vo.status,
    toState: to,
    actorId,
    reason: reason ?? null,
    createdAt: now,
  });
}

export async function acceptVendorOrder(deps: Deps, auth: AuthContext, vendorOrderId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const vo = await lockOwned(tx, auth, vendorOrderId);
    await setStatus(tx, deps, vo, 'ACCEPTED', auth.user.id);
  });
}

/**
 * Cancels a vendor order before shipping: status CANCELLED, escrow REFUNDED, the ledger refund and the stock
 * returned, in one transaction; then the provider refund (its id makes it apply once).
 */
export async function cancelVendorOrder(
  deps: Deps,
  payments: PaymentProvider,
  auth: AuthContext,
  vendorOrderId: string,
  reason: string,
): Promise<void> {
  const result = await deps.db.transaction(async (tx) => {
    const vo = await lockOwned(tx, auth, vendorOrderId);
    await setStatus(tx, deps, vo, 'CANCELLED', auth.user.id, reason);
    assertEscrowTransition(vo.escrowStatus, 'REFUNDED');
    const order = (await repo.findOrder(tx, vo.orderId))!;
    const now = deps.clock.now();
    await escrow.refund(
      tx,
      {
        vendorOrderId: vo.id,
        vendorId: vo.vendorId,
        buyerId: order.buyerId,
        subtotalCents: vo.subtotalCents,
        buyerFeeCents: vo.buyerFeeCents,
      },
      { orderId: order.id, actorId: auth.user.id, at: now },
    );
    await repo.updateVendorOrder(tx, vo.id, { escrowStatus: 'REFUNDED', updatedAt: now });
    await repo.insertEvent(tx, {
      vendorOrderId: vo.id,
      field: 'escrow',
      fromState: vo.escrowStatus,
      toState: 'REFUNDED',
      actorId: auth.user.id,
      reason,
      createdAt: now,
    });
    const amountCents = vo.subtotalCents + vo.buyerFeeCents;
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
    await audit(tx, {
      actorId: auth.user.id,
      action: 'order.vendor_order_cancelled',
      subjectType: 'vendor_order',
      subjectId: vo.id,
      data: { reason },
    });
    return { order, amountCents: vo.subtotalCents + vo.buyerFeeCents, voId: vo.id };
  });
  try {
    const { refundId } = await payments.refundCapture(
      result.order.paymentCaptureId,
      result.amountCents,
      `cancel-${result.voId}`,
    );
    await deps.db.transaction((tx) =>
      escrow.refundPaid(tx, result.order.buyerId, result.amountCents, refundId, {
        orderId: result.order.id,
        at: deps.clock.now(),
      }),
    );
  } catch (err) {
    deps.logger.error({ err, vendorOrderId }, 'provider refund failed; the ledger shows it as owed to the buyer');
  }
}

/**
 * Releases a vendor order's escrow to the vendor (minus the 5% seller fee). Used by the buyer's delivery
 * confirmation, the auto-release job and admins. Exactly once, whatever the concurrency.
 */
export async function releaseEscrow(
  deps: Deps,
  actor: { id: string | null },
  vendorOrderId: string,
  reason: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const vo = await repo.lockVendorOrder(tx, vendorOrderId);
    if (!vo) throw new AppError('NOT_FOUND', msg('orders.notFound'));
    const order = (await repo.findOrder(tx, vo.orderId))!;
    await releaseInTx(tx, deps, vo, order, actor.id, reason);
  });
}

/** A dispute or a fraud hold freezes the escrow: nothing releases it. */
function assertNotFrozen(vo: repo.VendorOrderRow): void {
  if (vo.disputeOpen) throw new AppError('CONFLICT', msg('orders.disputeFreezesEscrow'));
  if (vo.fraudHold) throw new AppError('CONFLICT', msg('orders.fraudHoldFreezesEscrow'));
}

/** The release itself, on a locked vendor order. Never while a dispute is open. */
async function releaseInTx(
  tx: DbOrTx,
  deps: Deps,
  vo: repo.VendorOrderRow,
  order: repo.OrderRow,
  actorId: string | null,
  reason: string,
): Promise<void> {
  assertNotFrozen(vo);
  assertEscrowTransition(vo.escrowStatus, 'RELEASED');
  const now = deps.clock.now();
  await escrow.release(
    tx,
    {
      vendorOrderId: vo.id,
      vendorId: vo.vendorId,
      buyerId: order.buyerId,
      subtotalCents: vo.subtotalCents,
      buyerFeeCents: vo.buyerFeeCents,
    },
    { orderId: order.id, actorId, at: now },
  );
  await repo.updateVendorOrder(tx, vo.id, { escrowStatus: 'RELEASED', updatedAt: now });
  await repo.insertEvent(tx, {
    vendorOrderId: vo.id,
    field: 'escrow',
    fromState: vo.escrowStatus,
    toState: 'RELEASED',
    actorId,
    reason,
    createdAt: now,
  });
  const net = vo.subtotalCents - sellerFee(vo.subtotalCents);
  await notify(
    deps,
    vo.vendorId,
    'escrow.released',
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

/** Delivery and release hooks for the shipping work (same transaction as the shipment change). */
export async function markVendorOrderShipped(
  tx: DbOrTx,
  deps: Deps,
  vendorOrderId: string,
  actorId: string | null,
): Promise<void> {
  const vo = await repo.lockVendorOrder(tx, vendorOrderId);
  if (!vo) throw new AppError('NOT_FOUND', msg('orders.notFound'));
  if (vo.status === 'PLACED') {
    await setStatus(tx, deps, vo, 'ACCEPTED', actorId ?? vo.vendorId, 'label bought');
    vo.status = 'ACCEPTED';
  }
  if (vo.status === 'ACCEPTED') await setStatus(tx, deps, vo, 'SHIPPED', actorId ?? vo.vendorId, 'label bought');
}

export async function markVendorOrderDelivered(
  tx: DbOrTx,
  deps: Deps,
  vendorOrderId: string,
  deliveredAt: Date,
): Promise<{ buyerId: string; orderId: string } | null> {
  const vo = await repo.lockVendorOrder(tx, vendorOrderId);
  if (!vo || vo.status !== 'SHIPPED') return null;
  await setStatus(tx, deps, vo, 'DELIVERED', vo.vendorId, 'carrier delivered');
  const inspectionEndsAt = new Date(deliveredAt.getTime() + TIMES.inspectionWindowDays * 24 * 3_600_000);
  await repo.updateVendorOrder(tx, vo.id, { deliveredAt, inspectionEndsAt });
  const order = (await repo.findOrder(tx, vo.orderId))!;
  await notify(
    deps,
    order.buyerId,
    'order.delivered',
    {
      orderId: order.id,
      orderRef: orderRef(order.id),
      vendorName: vo.vendorName,
      days: TIMES.inspectionWindowDays,
      link: `/order-confirmation/${order.id}`,
    },
    tx,
  );
  return { buyerId: order.buyerId, orderId: order.id };
}

/**
 * The buyer confirms receipt: the vendor order completes and its escrow is released. Before any carrier delivery event
 * (still SHIPPED) the buyer must state the goods are in hand (`goodsInHand`), else GOODS_IN_HAND_REQUIRED; such a
 * confirmation is written to the audit log as made without a carrier delivery event.
 */
export async function confirmReceipt(
  deps: Deps,
  auth: AuthContext,
  vendorOrderId: string,
  input: { goodsInHand?: boolean | undefined } = {},
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const vo = await repo.lockVendorOrder(tx, vendorOrderId);
    const order = vo ? await repo.findOrder(tx, vo.orderId) : undefined;
    if (!vo || !order || order.buyerId !== auth.user.id) throw new AppError('NOT_FOUND', msg('orders.notFound'));
    if (vo.status !== 'DELIVERED' && vo.status !== 'SHIPPED')
      throw new AppError('CONFLICT', msg('orders.confirmAfterShipping'));
    assertNotFrozen(vo); // say so before asking for a statement that would not help
    const carrierDelivered = vo.status === 'DELIVERED';
    if (!carrierDelivered && input.goodsInHand !== true)
      throw new AppError('GOODS_IN_HAND_REQUIRED', msg('orders.goodsInHandRequired'), { carrierDelivered: false });
    const reason = carrierDelivered
      ? 'buyer confirmed receipt'
      : 'buyer confirmed receipt, goods in hand, no carrier delivery event';
    if (!carrierDelivered) {
      await setStatus(tx, deps, vo, 'DELIVERED', auth.user.id, reason);
      vo.status = 'DELIVERED';
    }
    await setStatus(tx, deps, vo, 'COMPLETED', auth.user.id, reason);
    await releaseInTx(tx, deps, vo, order, auth.user.id, reason);
    await audit(tx, {
      actorId: auth.user.id,
      action: 'order.receipt_confirmed',
      subjectType: 'vendor_order',
      subjectId: vo.id,
      data: { carrierDelivered, goodsInHand: carrierDelivered ? null : true },
    });
  });
}

/** Releases every delivered vendor order whose inspection window ended without a dispute. */
export async function autoReleaseDue(deps: Deps): Promise<number> {
  const due = await repo.dueForRelease(deps.db, deps.clock.now());
  let released = 0;
  for (const id of due) {
    try {
      await deps.db.transaction(async (tx) => {
        const vo = await repo.lockVendorOrder(tx, id);
        if (
          !vo ||
          vo.status !== 'DELIVERED' ||
          vo.escrowStatus !== 'HELD' ||
          vo.disputeOpen ||
          vo.fraudHold ||
          !vo.inspectionEndsAt ||
          vo.inspectionEndsAt > deps.clock.now()
        )
          return;
        const order = (await repo.findOrder(tx, vo.orderId))!;
        await setStatus(tx, deps, vo, 'COMPLETED', null, 'inspection window ended');
        await releaseInTx(tx, deps, vo, order, null, 'inspection window ended');
        released += 1;
      });
    } catch (err) {
      deps.logger.error({ err, vendorOrderId: id }, 'auto-release failed');
    }
  }
  return released;
}

/* ---- Hooks for the disputes module (it never touches the orders tables itself). ---- */

/** The vendor order locked FOR UPDATE in the caller's transaction, with its order. */
export async function lockVendorOrderForDispute(
  tx: DbOrTx,
  vendorOrderId: string,
): Promise<{ vo: repo.VendorOrderRow; order: repo.OrderRow } | null> {
  const vo = await repo.lockVendorOrder(tx, vendorOrderId);
  const order = vo ? await repo.findOrder(tx, vo.orderId) : undefined;
  return vo && order ? { vo, order } : null;
}

/** A vendor order with its order and items (reads, no lock). */
export async function vendorOrderDetails(
  db: DbOrTx,
  vendorOrderId: string,
): Promise<{ vo: repo.VendorOrderRow; order: repo.OrderRow; items: repo.OrderItemRow[] } | null> {
  const vo = await repo.findVendorOrder(db, vendorOrderId);
  const order = vo ? await repo.findOrder(db, vo.orderId) : undefined;
  if (!vo || !order) return null;
  const items = (await repo.itemsOfOrders(db, [order.id])).filter((i) => i.vendorOrderId === vo.id);
  return { vo, order, items };
}

/** Buyer and vendor names of several vendor orders (dispute lists), in one query. */
export async function partyNamesOfVendorOrders(
  db: DbOrTx,
  vendorOrderIds: string[],
): Promise<Map<string, { buyerName: string; vendorName: string }>> {
  const rows = await repo.partiesOfVendorOrders(db, vendorOrderIds);
  return new Map(
    rows.map((r) => [r.id, { buyerName: r.buyerInfo.company || r.buyerInfo.name, vendorName: r.vendorName }]),
  );
}

/** Every vendor order of an order with its items (for the buyer's dispute options). */
export async function vendorOrdersOfOrder(
  db: DbOrTx,
  orderId: string,
): Promise<{ order: repo.OrderRow; vos: repo.VendorOrderRow[]; items: repo.OrderItemRow[] } | null> {
  const order = await repo.findOrder(db, orderId);
  if (!order) return null;
  const [vos, items] = await Promise.all([repo.vendorOrdersOfOrders(db, [orderId]), repo.itemsOfOrders(db, [orderId])]);
  return { order, vos, items };
}

/** Opening a dispute freezes the escrow (release and auto-release refuse while it is set); same transaction. */
export async function setDisputeOpen(tx: DbOrTx, deps: Deps, vendorOrderId: string, open: boolean): Promise<void> {
  await repo.updateVendorOrder(tx, vendorOrderId, { disputeOpen: open, updatedAt: deps.clock.now() });
}

/** A fraud hold (admin, from a fraud alert) freezes the escrow of every vendor order of the order; same transaction. */
export async function setFraudHold(tx: DbOrTx, deps: Deps, orderId: string, held: boolean): Promise<number> {
  const vos = await repo.vendorOrdersOfOrders(tx, [orderId]);
  for (const vo of vos) await repo.updateVendorOrder(tx, vo.id, { fraudHold: held, updatedAt: deps.clock.now() });
  return vos.length;
}

/** How many vendor orders a user bought (as buyer) and sold (as vendor), cancelled ones excluded. */
export async function orderCountsOf(db: DbOrTx, userId: string): Promise<{ bought: number; sold: number }> {
  return repo.orderCountsOf(db, userId);
}

export type DisputeSettlement =
  { kind: 'RELEASE' } | { kind: 'FULL_REFUND' } | { kind: 'PARTIAL_REFUND'; refundCents: number };

/**
 * Settles a disputed vendor order on its locked row, in the caller's transaction (the one that resolves the dispute):
 * exactly one ledger transaction (release, refund or partial refund: one idempotency key per vendor order), the escrow
 * status, the vendor order status (DELIVERED/SHIPPED -> COMPLETED; never shipped -> CANCELLED, which cannot be
 * released), dispute_open cleared, and the order events. Returns what the buyer gets back and the vendor's credit.
 */
export async function settleDisputedVendorOrder(
  tx: DbOrTx,
  deps: Deps,
  vo: repo.VendorOrderRow,
  order: repo.OrderRow,
  s: DisputeSettlement,
  actorId: string | null,
  reason: string,
): Promise<{ refundCents: number; vendorCreditCents: number }> {
  const to = s.kind === 'RELEASE' ? 'RELEASED' : s.kind === 'FULL_REFUND' ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
  assertEscrowTransition(vo.escrowStatus, to);
  const shipped = vo.status === 'SHIPPED' || vo.status === 'DELIVERED';
  if (!shipped && s.kind === 'RELEASE') throw new AppError('CONFLICT', msg('orders.neverShipped'));
  if (vo.fraudHold && s.kind !== 'FULL_REFUND') throw new AppError('CONFLICT', msg('orders.fraudHoldFullRefundOnly'));
  const now = deps.clock.now();
  const held = {
    vendorOrderId: vo.id,
    vendorId: vo.vendorId,
    buyerId: order.buyerId,
    subtotalCents: vo.subtotalCents,
    buyerFeeCents: vo.buyerFeeCents,
  };
  const ctx = { orderId: order.id, actorId, at: now };
  let result: { refundCents: number; vendorCreditCents: number };
  if (s.kind === 'RELEASE') {
    await escrow.release(tx, held, ctx);
    result = { refundCents: 0, vendorCreditCents: vo.subtotalCents - sellerFee(vo.subtotalCents) };
  } else if (s.kind === 'FULL_REFUND') {
    await escrow.refund(tx, held, ctx);
    result = { refundCents: vo.subtotalCents + vo.buyerFeeCents, vendorCreditCents: 0 };
  } else {
    if (!Number.isSafeInteger(s.refundCents) || s.refundCents <= 0 || s.refundCents >= vo.subtotalCents) {
      throw new AppError('VALIDATION_ERROR', msg('orders.partialRefundRange'), {
        fields: { refundCents: msg('orders.partialRefundRange') },
      });
    }
    await escrow.partialRefund(tx, held, s.refundCents, ctx);
    const kept = vo.subtotalCents - s.refundCents;
    result = { refundCents: s.refundCents, vendorCreditCents: kept - sellerFee(kept) };
  }
  await repo.updateVendorOrder(tx, vo.id, { escrowStatus: to, disputeOpen: false, updatedAt: now });
  await repo.insertEvent(tx, {
    vendorOrderId: vo.id,
    field: 'escrow',
    fromState: vo.escrowStatus,
    toState: to,
    actorId,
    reason,
    createdAt: now,
  });
  await setStatus(tx, deps, vo, shipped ? 'COMPLETED' : 'CANCELLED', actorId, reason);
  return result;
}
