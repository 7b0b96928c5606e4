/** The admin mediator view: everything about a dispute in one answer, with both parties' figures and a suggestion. */
import type { MediatorViewDto, PartyFiguresDto } from '@app/shared/disputes';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuthContext } from '../auth/auth.types.ts';
import { orderCountsOf } from '../orders/orders.service.ts';
import { shippingOfVendorOrders } from '../shipping/shipping.service.ts';
import { disputeDto } from './dispute-dto.ts';
import { partiesOf, promisedDateOf } from './disputes.service.ts';
import * as repo from './disputes.repository.ts';
import { suggestOutcome } from './suggest-outcome.ts';

/** Dispute figures of one party from real data (a later reliability module extends them). */
export function disputeRate(disputes: number, orders: number): number {
  if (orders <= 0) return 0;
  return Math.round((Math.min(disputes, orders) / orders) * 10_000) / 10_000;
}

export async function partyFigures(
  db: DbOrTx,
  userId: string,
  name: string,
  side: 'buyer' | 'vendor',
): Promise<PartyFiguresDto> {
  const [counts, d] = await Promise.all([orderCountsOf(db, userId), repo.disputeCountsOf(db, userId)]);
  const ordersCount = side === 'buyer' ? counts.bought : counts.sold;
  return {
    userId,
    name,
    ordersCount,
    disputesOpened: d.opened,
    disputesReceived: d.received,
    disputeRate: disputeRate(side === 'buyer' ? d.opened : d.received, ordersCount),
  };
}

export async function mediatorView(deps: Deps, _auth: AuthContext, id: string): Promise<MediatorViewDto> {
  const d = await repo.findDispute(deps.db, id);
  if (!d) throw new AppError('NOT_FOUND', 'Dispute not found');
  const parties = await partiesOf(deps.db, d.vendorOrderId);
  const { vo, order, items } = parties.details;
  const [dto, ships, promisedAt, buyer, vendor] = await Promise.all([
    disputeDto(deps.db, d, parties, 'admin'),
    shippingOfVendorOrders(deps.db, [vo.id]),
    promisedDateOf(
      deps.db,
      vo,
      items.map((i) => i.productId),
    ),
    partyFigures(deps.db, d.buyerId, parties.buyerName, 'buyer'),
    partyFigures(deps.db, d.vendorId, parties.vendorName, 'vendor'),
  ]);
  const allEvents = ships.flatMap((s) => s.events);
  const lastTrackingAt = allEvents.reduce<Date | null>(
    (max, e) => (!max || e.occurredAt > max ? e.occurredAt : max),
    null,
  );
  const suggestion = suggestOutcome({
    reason: d.reason,
    requestedOutcome: d.requestedOutcome,
    requestedRefundCents: d.requestedRefundCents,
    carrierDelivered: ships.some((s) => s.status === 'DELIVERED'),
    lastTrackingAt,
    promisedDeliveryAt: promisedAt,
    now: deps.clock.now(),
    buyerEvidenceCount: dto.evidence.filter((e) => e.party === 'buyer').length,
    vendorEvidenceCount: dto.evidence.filter((e) => e.party === 'vendor').length,
    vendorResponse: d.vendorResponse,
  });
  return {
    dispute: dto,
    order: {
      id: order.id,
      createdAt: order.createdAt.toISOString(),
      totalCents: order.totalCents,
      buyerInfo: { ...order.buyerInfo, company: order.buyerInfo.company ?? '' },
      shippingAddress: order.shippingAddress,
    },
    vendorOrder: {
      id: vo.id,
      status: vo.status,
      escrowStatus: vo.escrowStatus,
      subtotalCents: vo.subtotalCents,
      buyerFeeCents: vo.buyerFeeCents,
      deliveredAt: vo.deliveredAt?.toISOString() ?? null,
      inspectionEndsAt: vo.inspectionEndsAt?.toISOString() ?? null,
      promisedDeliveryAt: promisedAt.toISOString(),
      items: items.map((i) => ({
        name: i.productName,
        quantity: i.quantity,
        unit: i.unit,
        lineTotalUsdCents: i.lineTotalUsdCents,
      })),
    },
    shipments: ships.map((s) => ({
      id: s.id,
      status: s.status,
      carrier: s.carrier,
      trackingNumber: s.trackingNumber,
      deliveredAt: s.deliveredAt?.toISOString() ?? null,
      events: s.events.map((e) => ({
        status: e.status,
        description: e.description,
        city: e.city,
        country: e.country,
        occurredAt: e.occurredAt.toISOString(),
      })),
    })),
    parties: { buyer, vendor },
    suggestion,
  };
}
