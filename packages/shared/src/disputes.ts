/**
 * Dispute contracts (issue 7): opening, the vendor's answer, the buyer's answer to an offer, messages, the admin decision.
 * The names and the requests are in dispute-requests.ts, re-exported here: import everything from '@app/shared/disputes'.
 */
import { z } from 'zod';
import { reliabilityDto } from './reliability.ts';
import {
  DISPUTE_REASONS,
  REQUESTED_OUTCOMES,
  DISPUTE_STATUSES,
  DISPUTE_OUTCOMES,
  VENDOR_RESPONSES,
  ESCALATION_REASONS,
  DISPUTE_ACTIONS,
  DISPUTE_PARTIES,
} from './dispute-requests.ts';

export * from './dispute-requests.ts';

export const disputeEvidenceDto = z.object({
  id: z.string(),
  filename: z.string(),
  mime: z.string(),
  bytes: z.number().int(),
  url: z.string(),
  party: z.enum(DISPUTE_PARTIES),
  messageId: z.string().nullable(),
  createdAt: z.string(),
});
export type DisputeEvidenceDto = z.infer<typeof disputeEvidenceDto>;

export const disputeMessageDto = z.object({
  id: z.string(),
  party: z.enum(DISPUTE_PARTIES),
  authorName: z.string(),
  body: z.string(),
  createdAt: z.string(),
  evidence: z.array(disputeEvidenceDto),
});
export type DisputeMessageDto = z.infer<typeof disputeMessageDto>;

export const disputeEventDto = z.object({
  id: z.string(),
  action: z.string(),
  fromStatus: z.enum(DISPUTE_STATUSES).nullable(),
  toStatus: z.enum(DISPUTE_STATUSES),
  party: z.enum(DISPUTE_PARTIES),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type DisputeEventDto = z.infer<typeof disputeEventDto>;

export const disputeSummaryDto = z.object({
  id: z.string(),
  vendorOrderId: z.string(),
  orderId: z.string(),
  orderRef: z.string(),
  vendorName: z.string(),
  buyerName: z.string(),
  status: z.enum(DISPUTE_STATUSES),
  reason: z.enum(DISPUTE_REASONS),
  requestedOutcome: z.enum(REQUESTED_OUTCOMES),
  requestedRefundCents: z.number().int().nullable(),
  outcome: z.enum(DISPUTE_OUTCOMES).nullable(),
  refundCents: z.number().int().nullable(),
  /** When the party whose turn it is must answer (vendor in OPEN, buyer in OFFERED); null otherwise. */
  responseDueAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type DisputeSummaryDto = z.infer<typeof disputeSummaryDto>;

export const disputeDto = disputeSummaryDto.extend({
  description: z.string(),
  vendorResponse: z.enum(VENDOR_RESPONSES).nullable(),
  vendorStatement: z.string().nullable(),
  offerCents: z.number().int().nullable(),
  escalationReason: z.enum(ESCALATION_REASONS).nullable(),
  decisionNote: z.string().nullable(),
  /** Released to the vendor's available balance (after the 5% seller fee) when resolved. */
  vendorCreditCents: z.number().int().nullable(),
  /** Goods value of the vendor order: a partial refund is less than this. */
  goodsCents: z.number().int(),
  /** Everything held in escrow for the vendor order (goods + buyer fee share): what a full refund returns. */
  escrowCents: z.number().int(),
  viewerRole: z.enum(['buyer', 'vendor', 'admin']),
  actions: z.array(z.enum(DISPUTE_ACTIONS)),
  evidence: z.array(disputeEvidenceDto),
  messages: z.array(disputeMessageDto),
  timeline: z.array(disputeEventDto),
});
export type DisputeDto = z.infer<typeof disputeDto>;

export const partyFiguresDto = z.object({
  userId: z.string(),
  name: z.string(),
  /** Vendor orders bought (buyer) or sold (vendor). */
  ordersCount: z.number().int(),
  disputesOpened: z.number().int(),
  disputesReceived: z.number().int(),
  /** Disputes on this party's side (opened for a buyer, received for a vendor) per order, 0..1. */
  disputeRate: z.number(),
});
export type PartyFiguresDto = z.infer<typeof partyFiguresDto>;

export const SUGGESTION_RULES = [
  'NO_TRACKING_AFTER_PROMISED',
  'CARRIER_DELIVERED_NO_BUYER_EVIDENCE',
  'EVIDENCE_UNANSWERED_BY_VENDOR',
  'NONE',
] as const;
export type SuggestionRule = (typeof SUGGESTION_RULES)[number];

export const suggestionDto = z.object({
  outcome: z.enum(DISPUTE_OUTCOMES).nullable(),
  refundCents: z.number().int().nullable(),
  rule: z.enum(SUGGESTION_RULES),
  /** The rule in English words (for API clients; the web words it from `rule`, the dispute's reason and the date below). */
  explanation: z.string(),
  /** The promised delivery day (yyyy-mm-dd) the NO_TRACKING_AFTER_PROMISED rule compared with; null for other rules. */
  promisedDeliveryDate: z.string().nullable(),
});
export type SuggestionDto = z.infer<typeof suggestionDto>;

export const mediatorViewDto = z.object({
  dispute: disputeDto,
  order: z.object({
    id: z.string(),
    createdAt: z.string(),
    totalCents: z.number().int(),
    buyerInfo: z.object({ name: z.string(), email: z.string(), phone: z.string(), company: z.string() }),
    shippingAddress: z.object({ address: z.string(), city: z.string(), country: z.string(), postalCode: z.string() }),
  }),
  vendorOrder: z.object({
    id: z.string(),
    status: z.string(),
    escrowStatus: z.string(),
    subtotalCents: z.number().int(),
    buyerFeeCents: z.number().int(),
    deliveredAt: z.string().nullable(),
    inspectionEndsAt: z.string().nullable(),
    promisedDeliveryAt: z.string(),
    items: z.array(
      z.object({ name: z.string(), quantity: z.number().int(), unit: z.string(), lineTotalUsdCents: z.number().int() }),
    ),
  }),
  shipments: z.array(
    z.object({
      id: z.string(),
      status: z.string(),
      carrier: z.string().nullable(),
      trackingNumber: z.string().nullable(),
      deliveredAt: z.string().nullable(),
      events: z.array(
        z.object({
          status: z.string(),
          description: z.string(),
          city: z.string(),
          country: z.string(),
          occurredAt: z.string(),
        }),
      ),
    }),
  ),
  parties: z.object({ buyer: partyFiguresDto, vendor: partyFiguresDto }),
  /** Both parties' reliability profiles (the reliability module's figures: as buyer and as vendor, null when none). */
  reliability: z.object({ buyer: reliabilityDto, vendor: reliabilityDto }),
  suggestion: suggestionDto,
});
export type MediatorViewDto = z.infer<typeof mediatorViewDto>;

/** Public dispute counts of the /ai Dispute resolution tab (no one's dispute, only totals). */
export const disputeHubStatsDto = z.object({
  /** Not resolved yet: OPEN, OFFERED or ESCALATED. */
  open: z.number().int(),
  /** OPEN: the vendor has not answered yet. */
  awaitingVendor: z.number().int(),
  escalated: z.number().int(),
  /** Resolved (any outcome) in the 30 days before now. */
  resolvedLast30Days: z.number().int(),
});
export type DisputeHubStatsDto = z.infer<typeof disputeHubStatsDto>;

/** One escalated dispute with the rule-based suggestion (admins, /ai Dispute resolution tab). */
export const escalatedSuggestionDto = z.object({
  id: z.string(),
  orderRef: z.string(),
  buyerName: z.string(),
  vendorName: z.string(),
  reason: z.enum(DISPUTE_REASONS),
  requestedOutcome: z.enum(REQUESTED_OUTCOMES),
  requestedRefundCents: z.number().int().nullable(),
  escalationReason: z.enum(ESCALATION_REASONS).nullable(),
  escalatedAt: z.string().nullable(),
  suggestion: suggestionDto,
});
export type EscalatedSuggestionDto = z.infer<typeof escalatedSuggestionDto>;

/**
 * Why the buyer cannot open a dispute on a vendor order now (the disputes module's one eligibility rule,
 * `dispute-eligibility.ts`). NOT_DELIVERED_YET is no longer produced: a dispute can be opened once the order shipped.
 * NOT_BUYER: the viewer (an admin reading the order) is not its buyer.
 */
export const DISPUTE_BLOCKERS = [
  'NOT_SHIPPED_YET',
  'NOT_DELIVERED_YET',
  'WINDOW_ENDED',
  'ESCROW_SETTLED',
  'ALREADY_DISPUTED',
  'NOT_BUYER',
] as const;
export type DisputeBlocker = (typeof DISPUTE_BLOCKERS)[number];

/** On each vendor order of the buyer's order DTOs: may the buyer open a dispute now, else why not. */
/**
 * Quality claims (issue 18): after the money was released to the vendor, the buyer may still claim on the goods' quality
 * for this many days after delivery, mediated like a dispute; a refund is taken back from the vendor's balance.
 */
export const QUALITY_CLAIM_DAYS = 30;
/** Categories with their own claim window (perishable goods cannot be judged a month later). */
export const QUALITY_CLAIM_DAYS_BY_CATEGORY: Readonly<Record<string, number>> = {
  'raw-food-health': 14,
  'agriculture-farming': 14,
};
/** The claim window of a vendor order: the shortest of its products' categories' windows. */
export function qualityClaimDays(categories: readonly string[]): number {
  return Math.min(
    QUALITY_CLAIM_DAYS,
    ...categories.map((c) => QUALITY_CLAIM_DAYS_BY_CATEGORY[c] ?? QUALITY_CLAIM_DAYS),
  );
}

export const disputeEligibilityDto = z.object({
  allowed: z.boolean(),
  /** A quality claim (issue 18): the money was already released to the vendor; windowEndsAt ends the claim window. */
  claim: z.boolean(),
  /** Why not, when `allowed` is false. */
  reason: z.enum(DISPUTE_BLOCKERS).nullable(),
  /** When delivered: the end of the inspection window (disputes open until then; WINDOW_ENDED after it). */
  windowEndsAt: z.string().nullable(),
  /** Not delivered 14 days after the promised date. */
  overdue: z.boolean(),
  /** The dispute on this vendor order, if one was opened (ALREADY_DISPUTED). */
  disputeId: z.string().nullable(),
  disputeStatus: z.enum(DISPUTE_STATUSES).nullable(),
});
export type DisputeEligibilityDto = z.infer<typeof disputeEligibilityDto>;

/** The admin queue's filters: every dispute not yet resolved (the default), or one status. */
export const ADMIN_DISPUTE_FILTERS = ['UNRESOLVED', ...DISPUTE_STATUSES] as const;
export type AdminDisputeFilter = (typeof ADMIN_DISPUTE_FILTERS)[number];

/** GET /api/admin/disputes: the filtered queue and how many disputes each status holds. */
export const adminDisputeQueueDto = z.object({
  items: z.array(disputeSummaryDto),
  counts: z.object({
    OPEN: z.number().int(),
    OFFERED: z.number().int(),
    ESCALATED: z.number().int(),
    RESOLVED: z.number().int(),
  }),
});
export type AdminDisputeQueueDto = z.infer<typeof adminDisputeQueueDto>;

/** Per vendor order of an order: may the buyer open a dispute now, and the one already open. */
export const disputeOptionDto = z.object({
  vendorOrderId: z.string(),
  canOpen: z.boolean(),
  /** A quality claim after the money was released (see disputeEligibilityDto.claim). */
  claim: z.boolean(),
  /** Why not, when canOpen is false. */
  blockedBy: z.enum(DISPUTE_BLOCKERS).nullable(),
  /** Until when a dispute can be opened (the inspection window), when delivered. */
  windowEndsAt: z.string().nullable(),
  overdue: z.boolean(),
  disputeId: z.string().nullable(),
  disputeStatus: z.enum(DISPUTE_STATUSES).nullable(),
});
export type DisputeOptionDto = z.infer<typeof disputeOptionDto>;
