/** The admin mediator view: everything about a dispute in one answer, with both parties' figures and a suggestion. */
import type {
  DisputeHubStatsDto,
  EscalatedSuggestionDto,
  MediatorViewDto,
  PartyFiguresDto,
  SuggestionDto,
} from '@app/shared/disputes';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuthContext } from '../auth/auth.types.ts';
import { orderCountsOf } from '../orders/orders.service.ts';
import { orderRef } from '../orders/order-ref.ts';
import { reliabilityOf } from '../reliability/reliability.service.ts';
import { shippingOfVendorOrders } from '../shipping/shipping.service.ts';
import { disputeDto } from './dispute-dto.ts';
import { partiesOf, promisedDateOf } from './dispute-steps.ts';
import * as repo from './disputes.repository.ts';
import { suggestOutcome } from './suggest-outcome.ts';
import { msg } from '@app/shared/error-messages';

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

type ShipmentFacts = { status: string; events: { occurredAt: Date }[] };

/**
 * The suggested outcome of a dispute from the facts on record: its shipments and their tracking, the promised delivery
 * date and which party brought evidence. Shared by the mediator view and the /ai list of escalated disputes.
 */
export function suggestionFromRecords(
  d: repo.DisputeRow,
  facts: { ships: ShipmentFacts[]; promisedAt: Date; evidenceParties: (string | null)[]; now: Date },
): SuggestionDto {
  const lastTrackingAt = facts.ships
    .flatMap((s) => s.events)
    .reduce<Date | null>((max, e) => (!max || e.occurredAt > max ? e.occurredAt : max), null);
  return suggestOutcome({
    reason: d.reason,
    requestedOutcome: d.requestedOutcome,
    requestedRefundCents: d.requestedRefundCents,
    carrierDelivered: facts.ships.some((s) => s.status === 'DELIVERED'),
    lastTrackingAt,
    promisedDeliveryAt: facts.promisedAt,
    now: facts.now,
    buyerEvidenceCount: facts.evidenceParties.filter((p) => p === 'buyer').length,
    vendorEvidenceCount: facts.evidenceParties.filter((p) => p === 'vendor').length,
    vendorResponse: d.vendorResponse,
  });
}

export async function mediatorView(deps: Deps, _auth: AuthContext, id: string): Promise<MediatorViewDto> {
  const d = await repo.findDispute(deps.db, id);
  if (!d) throw new AppError('NOT_FOUND', msg('disputes.notFound'));
  const parties = await partiesOf(deps.db, d.vendorOrderId);
  const { vo, order, items } = parties.details;
  const [dto, ships, promisedAt, buyer, vendor, buyerReliability, vendorReliability] = await Promise.all([
    disputeDto(deps.db, d, parties, 'admin'),
    shippingOfVendorOrders(deps.db, [vo.id]),
    promisedDateOf(
      deps.db,
      vo,
      items.map((i) => i.productId),
    ),
    partyFigures(deps.db, d.buyerId, parties.buyerName, 'buyer'),
    partyFigures(deps.db, d.vendorId, parties.vendorName, 'vendor'),
    reliabilityOf(deps, d.buyerId),
    reliabilityOf(deps, d.vendorId),
  ]);
  const suggestion = suggestionFromRecords(d, {
    ships,
    promisedAt,
    evidenceParties: dto.evidence.map((e) => e.party),
    now: deps.clock.now(),
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
    reliability: { buyer: buyerReliability, vendor: vendorReliability },
    suggestion,
  };
}

/** How many escalated disputes the /ai list suggests outcomes for (the oldest first). */
export const ESCALATED_SUGGESTIONS_LIMIT = 20;

/** The oldest escalated disputes with the suggested outcome and the rule that fired (admins, /ai hub). */
export async function escalatedSuggestions(deps: Deps): Promise<EscalatedSuggestionDto[]> {
  const rows = await repo.oldestEscalated(deps.db, ESCALATED_SUGGESTIONS_LIMIT);
  const now = deps.clock.now();
  return Promise.all(
    rows.map(async (d) => {
      const parties = await partiesOf(deps.db, d.vendorOrderId);
      const { vo, items } = parties.details;
      const [ships, promisedAt, evidence] = await Promise.all([
        shippingOfVendorOrders(deps.db, [vo.id]),
        promisedDateOf(
          deps.db,
          vo,
          items.map((i) => i.productId),
        ),
        repo.evidenceOf(deps.db, d.id),
      ]);
      return {
        id: d.id,
        orderRef: orderRef(d.orderId),
        buyerName: parties.buyerName,
        vendorName: parties.vendorName,
        reason: d.reason,
        requestedOutcome: d.requestedOutcome,
        requestedRefundCents: d.requestedRefundCents,
        escalationReason: d.escalationReason,
        escalatedAt: d.escalatedAt?.toISOString() ?? null,
        suggestion: suggestionFromRecords(d, { ships, promisedAt, evidenceParties: evidence.map((e) => e.party), now }),
      };
    }),
  );
}

/** The public tiles of the /ai Dispute resolution tab: totals only. */
export async function disputeHubStats(deps: Deps): Promise<DisputeHubStatsDto> {
  const since = new Date(deps.clock.now().getTime() - 30 * 24 * 3_600_000);
  const c = await repo.hubCounts(deps.db, since);
  return {
    open: c.open,
    awaitingVendor: c.awaitingVendor,
    escalated: c.escalated,
    resolvedLast30Days: c.resolvedRecently,
  };
}
