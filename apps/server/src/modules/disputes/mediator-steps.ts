/** The mediator's shared steps: both parties' dispute figures and the suggested outcome from the facts on record. */
import type { PartyFiguresDto, SuggestionDto } from '@app/shared/disputes';
import type { DbOrTx } from '../../db/client.ts';
import { orderCountsOf } from '../orders/orders.service.ts';
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
