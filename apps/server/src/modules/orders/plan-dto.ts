/**
 * A vendor order's payment plan and its timeline as the order pages show them (issue 18): the plan, its deposit and
 * balance, and what happened to its money and goods, from its order events.
 */
import type { TimelineStepDto, VendorOrderPlanDto } from '@app/shared/orders';
import { BALANCE_UNPAID_DAYS, planOf, TIMELINE_STEPS } from '@app/shared/payment-plans';
import type { DbOrTx } from '../../db/client.ts';
import * as balanceRepo from './balance.repository.ts';
import { balanceDue } from './held-vendor-order.ts';
import type * as repo from './orders.repository.ts';

const DAY_MS = 86_400_000;

export type ProductionPhoto = Pick<balanceRepo.ProductionPhotoRow, 'id' | 'width' | 'height'>;

export function planDto(vo: repo.VendorOrderRow, photos: ProductionPhoto[] = []): VendorOrderPlanDto {
  const plan = planOf(vo.paymentPlan);
  const withBalance = vo.balanceStatus !== 'NONE';
  const due = balanceDue(vo);
  return {
    id: plan.id,
    // paid in full at order (a bank transfer, or a plan without a balance): everything was the deposit
    depositPct: withBalance ? plan.depositPct : 100,
    depositKeptIfBalanceUnpaid: withBalance && plan.depositKeptIfBalanceUnpaid,
    balanceStatus: vo.balanceStatus,
    depositCents: vo.subtotalCents - vo.balanceGoodsCents,
    balanceCents: withBalance ? due.usdCents : 0,
    balance: { currency: due.currency, amountMinor: withBalance ? due.amountMinor : 0 },
    balanceRequestedAt: vo.balanceRequestedAt?.toISOString() ?? null,
    balancePaidAt: vo.balancePaidAt?.toISOString() ?? null,
    balanceOverdueAt: vo.balanceRequestedAt
      ? new Date(vo.balanceRequestedAt.getTime() + BALANCE_UNPAID_DAYS * DAY_MS).toISOString()
      : null,
    releasedAtShipment: plan.releasedAtShipment,
    releasedCents: vo.releasedGoodsCents,
    releasedAt: vo.releasedGoodsCents > 0 ? (vo.productionStartedAt ? 'PRODUCTION' : 'SHIPMENT') : null,
    depositAtProductionStart: plan.depositAtProductionStart,
    productionStartedAt: vo.productionStartedAt?.toISOString() ?? null,
    productionPhotos: photos.map((p) => ({ id: p.id, width: p.width, height: p.height })),
  };
}

export type VendorOrderEvent = Awaited<ReturnType<typeof balanceRepo.eventsOfVendorOrders>>[number];

const STEP_OF: Record<string, Record<string, TimelineStepDto['step'] | undefined>> = {
  status: { ACCEPTED: 'ACCEPTED', SHIPPED: 'SHIPPED', DELIVERED: 'DELIVERED', CANCELLED: 'CANCELLED' },
  escrow: { RELEASED: 'RELEASED', REFUNDED: 'REFUNDED', PARTIALLY_REFUNDED: 'PARTIALLY_REFUNDED' },
  balance: { DUE: 'BALANCE_REQUESTED', PAID: 'BALANCE_PAID' },
  release: { AT_SHIPMENT: 'RELEASED_AT_SHIPMENT', AT_PRODUCTION: 'RELEASED_AT_PRODUCTION' },
  production: { STARTED: 'PRODUCTION_STARTED' },
  claim: { REFUNDED: 'CLAIM_REFUNDED', REJECTED: 'CLAIM_REJECTED' },
};

/** The timeline of one vendor order: its first payment, then each step its events record, oldest first. */
export function timelineOf(vo: repo.VendorOrderRow, events: VendorOrderEvent[]): TimelineStepDto[] {
  const steps: TimelineStepDto[] = [
    { step: vo.balanceStatus === 'NONE' ? 'PAID_IN_FULL' : 'DEPOSIT_PAID', at: vo.createdAt.toISOString() },
  ];
  for (const e of events) {
    if (e.vendorOrderId !== vo.id) continue;
    const step = STEP_OF[e.field]?.[e.toState];
    if (step) steps.push({ step, at: e.createdAt.toISOString() });
  }
  // oldest first; steps of one moment (one transaction) in their natural order
  const rank = (s: TimelineStepDto) => TIMELINE_STEPS.indexOf(s.step);
  return steps.sort((a, b) => a.at.localeCompare(b.at) || rank(a) - rank(b));
}

/** The events of these vendor orders, grouped by vendor order (one query). */
export async function eventsByVendorOrder(db: DbOrTx, ids: string[]): Promise<Map<string, VendorOrderEvent[]>> {
  const byId = new Map<string, VendorOrderEvent[]>();
  for (const e of await balanceRepo.eventsOfVendorOrders(db, ids))
    byId.set(e.vendorOrderId, [...(byId.get(e.vendorOrderId) ?? []), e]);
  return byId;
}

/** The production photos of these vendor orders (issue 18), grouped by vendor order: one query, only when any started. */
export async function photosByVendorOrder(
  db: DbOrTx,
  vos: Pick<repo.VendorOrderRow, 'id' | 'productionStartedAt'>[],
): Promise<Map<string, ProductionPhoto[]>> {
  const byId = new Map<string, ProductionPhoto[]>();
  const started = vos.filter((v) => v.productionStartedAt).map((v) => v.id);
  for (const p of await balanceRepo.productionPhotosOf(db, started))
    byId.set(p.vendorOrderId, [...(byId.get(p.vendorOrderId) ?? []), p]);
  return byId;
}
