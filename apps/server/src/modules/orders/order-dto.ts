/**
 * The order DTOs the buyer, the vendor and the admins read (use-cases/get-order.ts, list-buyer-orders.ts,
 * list-vendor-orders.ts): whole orders with their vendor orders and items, and the disputes module's eligibility rule.
 */
import { verifiedLettersOf, type LetterOfCreditRow } from './letters-of-credit.repository.ts';
import type { OrderDto, VendorOrderDto } from '@app/shared/orders';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { disputeEligibilityOf } from '../disputes/use-cases/dispute-eligibility-of.ts';
import { carrierScanned } from './carrier-scans.ts';
import { lateCancel } from './ship-by.ts';
import * as escrow from '../escrow/escrow.service.ts';
import { orderStatusOf } from './order-state.ts';
import * as repo from './orders.repository.ts';
import { balanceDue } from './held-vendor-order.ts';
import {
  eventsByVendorOrder,
  photosByVendorOrder,
  planDto,
  timelineOf,
  type ProductionPhoto,
  type VendorOrderEvent,
} from './plan-dto.ts';

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

export function vendorOrderDto(
  vo: repo.VendorOrderRow,
  order: repo.OrderRow,
  items: repo.OrderItemRow[],
  events: Map<string, VendorOrderEvent[]>,
  photos: Map<string, ProductionPhoto[]> = new Map(),
): VendorOrderDto {
  return {
    id: vo.id,
    orderId: vo.orderId,
    vendorId: vo.vendorId,
    vendorName: vo.vendorName,
    status: vo.status,
    escrowStatus: vo.escrowStatus,
    subtotalCents: vo.subtotalCents,
    buyerFeeCents: vo.buyerFeeCents,
    shippingCents: vo.shippingCents,
    shippingMethod: vo.shippingMethod,
    shippingService: vo.shippingService,
    labelCostCents: vo.labelCostCents,
    items: items.filter((i) => i.vendorOrderId === vo.id).map(itemDto),
    createdAt: vo.createdAt.toISOString(),
    deliveredAt: vo.deliveredAt?.toISOString() ?? null,
    inspectionEndsAt: vo.inspectionEndsAt?.toISOString() ?? null,
    disputeOpen: vo.disputeOpen,
    shipBy: vo.shipBy?.toISOString() ?? null,
    cancelledLate: vo.cancelledLate,
    plan: planDto(vo, photos.get(vo.id)),
    timeline: timelineOf(vo, events.get(vo.id) ?? []),
    buyer: { name: order.buyerInfo.name, company: order.buyerInfo.company, country: order.shippingAddress.country },
    shippingAddress: { region: '', ...order.shippingAddress },
    settlement:
      vo.settlementCurrency !== 'USD' && vo.heldSubtotalMinor !== null && vo.heldBuyerFeeMinor !== null
        ? {
            currency: vo.settlementCurrency,
            subtotalMinor: vo.heldSubtotalMinor,
            shippingMinor: vo.heldShippingMinor ?? 0,
            buyerFeeMinor: vo.heldBuyerFeeMinor,
          }
        : null,
  };
}

/**
 * What the buyer paid at order: the parts held in the currency received add up to the charge (largest remainder
 * split), less the balances a payment plan asks later (issue 18; paid through their own checkouts).
 */
function chargedOf(o: repo.OrderRow, vos: repo.VendorOrderRow[]): { currency: string; amountMinor: number } {
  const later = (v: repo.VendorOrderRow) => (v.balanceStatus === 'NONE' ? 0 : balanceDue(v).amountMinor);
  const local = vos.find((v) => v.settlementCurrency !== 'USD');
  if (!local) return { currency: 'USD', amountMinor: o.totalCents - vos.reduce((s, v) => s + later(v), 0) };
  return {
    currency: local.settlementCurrency,
    amountMinor: vos.reduce(
      (s, v) => s + (v.heldSubtotalMinor ?? 0) + (v.heldShippingMinor ?? 0) + (v.heldBuyerFeeMinor ?? 0) - later(v),
      0,
    ),
  };
}

const paidUnder = (l: LetterOfCreditRow | undefined) =>
  l ? { issuingBank: l.issuingBank, lcNumber: l.lcNumber } : null;

/** Whole orders with their vendor orders and items: three queries, whatever the number of orders. */
export async function orderDtos(db: DbOrTx, orders: repo.OrderRow[]): Promise<OrderDto[]> {
  const ids = orders.map((o) => o.id);
  const [vos, items, refunds] = await Promise.all([
    repo.vendorOrdersOfOrders(db, ids),
    repo.itemsOfOrders(db, ids),
    escrow.refundsOfOrders(db, ids),
  ]);
  const [events, photos, letters] = await Promise.all([
    eventsByVendorOrder(
      db,
      vos.map((v) => v.id),
    ),
    photosByVendorOrder(db, vos),
    verifiedLettersOf(
      db,
      orders.filter((o) => o.paymentProvider === 'bank_transfer').map((o) => o.checkoutId),
    ),
  ]);
  return orders.map((o) => {
    const mine = vos.filter((v) => v.orderId === o.id);
    return {
      id: o.id,
      createdAt: o.createdAt.toISOString(),
      status: orderStatusOf(mine.map((v) => v.status)),
      currency: o.currency,
      subtotalCents: o.subtotalCents,
      shippingCents: o.shippingCents,
      feeCents: o.feeCents,
      totalCents: o.totalCents,
      buyerInfo: o.buyerInfo,
      shippingAddress: { region: '', ...o.shippingAddress },
      transactionId: o.paymentCaptureId,
      paymentProvider: o.paymentProvider,
      charged: chargedOf(o, mine),
      paidUnderLetterOfCredit: paidUnder(letters.get(o.checkoutId)),
      refunds: refunds.get(o.id) ?? [],
      vendorOrders: mine.map((vo) => vendorOrderDto(vo, o, items, events, photos)),
    };
  });
}

/**
 * Each vendor order gets the buyer's rules: the disputes module's eligibility (may the buyer open a dispute now, else
 * why not) and, for the buyer, the ship-by guarantee's (may they cancel it for lateness now, else why not).
 */
export async function withDisputeEligibility(
  deps: Deps,
  orders: OrderDto[],
  viewerIsBuyer: boolean,
): Promise<OrderDto[]> {
  const vos = orders.flatMap((o) => o.vendorOrders);
  const now = deps.clock.now();
  const rule = await disputeEligibilityOf(
    deps.db,
    vos.map((vo) => ({ ...vo, productIds: vo.items.map((i) => i.productId), viewerIsBuyer })),
    now,
  );
  // Carrier events are looked up only for labelled orders past their date: the only ones they can decide.
  const scanned = viewerIsBuyer
    ? await carrierScanned(
        deps.db,
        vos.filter((vo) => vo.status === 'SHIPPED' && vo.shipBy && new Date(vo.shipBy) < now).map((vo) => vo.id),
      )
    : new Set<string>();
  const late = (vo: OrderDto['vendorOrders'][number]) => {
    const r = lateCancel(
      {
        ...vo,
        disputeOpen: vo.disputeOpen ?? false,
        shipBy: vo.shipBy ? new Date(vo.shipBy) : null,
        balanceStatus: vo.plan.balanceStatus,
      },
      scanned.has(vo.id),
      now,
    );
    return r.allowed ? { allowed: true, reason: null } : { allowed: false, reason: r.reason };
  };
  return orders.map((o) => ({
    ...o,
    vendorOrders: o.vendorOrders.map((vo) => ({
      ...vo,
      disputeEligibility: rule.get(vo.id),
      ...(viewerIsBuyer ? { lateCancel: late(vo) } : {}),
    })),
  }));
}
