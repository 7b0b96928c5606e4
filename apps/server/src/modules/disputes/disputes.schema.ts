import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type {
  DisputeOutcome,
  DisputeParty,
  DisputeReason,
  DisputeStatus,
  EscalationReason,
  RequestedOutcome,
  VendorResponse,
} from '@app/shared/disputes';
import { users } from '../auth/auth.schema.ts';
import { orders, vendorOrders } from '../orders/orders.schema.ts';

/**
 * A buyer's dispute on one vendor order. One per vendor order (unique): a dispute can only be opened while the escrow
 * is HELD and its resolution settles the escrow, so there is never a second one.
 */
export const disputes = pgTable(
  'disputes',
  {
    id: uuid('id').primaryKey(),
    vendorOrderId: uuid('vendor_order_id')
      .notNull()
      .references(() => vendorOrders.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => users.id),
    status: text('status').$type<DisputeStatus>().notNull(),
    reason: text('reason').$type<DisputeReason>().notNull(),
    requestedOutcome: text('requested_outcome').$type<RequestedOutcome>().notNull(),
    requestedRefundCents: integer('requested_refund_cents'),
    description: text('description').notNull(),
    vendorResponse: text('vendor_response').$type<VendorResponse>(),
    vendorStatement: text('vendor_statement'),
    offerCents: integer('offer_cents'),
    /** Deadline of whoever must answer now: the vendor (OPEN) or the buyer (OFFERED). Null once escalated or resolved. */
    responseDueAt: timestamp('response_due_at', { withTimezone: true }),
    escalationReason: text('escalation_reason').$type<EscalationReason>(),
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
    outcome: text('outcome').$type<DisputeOutcome>(),
    refundCents: integer('refund_cents'),
    vendorCreditCents: integer('vendor_credit_cents'),
    decidedBy: uuid('decided_by'),
    decisionNote: text('decision_note'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('disputes_vendor_order_key').on(t.vendorOrderId),
    index('disputes_status_idx').on(t.status, t.updatedAt),
    index('disputes_due_idx').on(t.status, t.responseDueAt),
    index('disputes_buyer_idx').on(t.buyerId, t.createdAt),
    index('disputes_vendor_idx').on(t.vendorId, t.createdAt),
  ],
);

export const disputeMessages = pgTable(
  'dispute_messages',
  {
    id: uuid('id').primaryKey(),
    disputeId: uuid('dispute_id')
      .notNull()
      .references(() => disputes.id),
    authorId: uuid('author_id').references(() => users.id),
    party: text('party').$type<DisputeParty>().notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('dispute_messages_dispute_idx').on(t.disputeId, t.createdAt)],
);

/** Evidence files, stored privately (never under /media): only the buyer, the vendor of the order and admins read them. */
export const disputeEvidence = pgTable(
  'dispute_evidence',
  {
    id: uuid('id').primaryKey(),
    uploaderId: uuid('uploader_id')
      .notNull()
      .references(() => users.id),
    /** Null until the upload is attached to a dispute (by opening it, answering or a message). */
    disputeId: uuid('dispute_id').references(() => disputes.id),
    messageId: uuid('message_id'),
    party: text('party').$type<DisputeParty>(),
    filename: text('filename').notNull(),
    mime: text('mime').notNull(),
    bytes: integer('bytes').notNull(),
    fileKey: text('file_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('dispute_evidence_dispute_idx').on(t.disputeId),
    index('dispute_evidence_uploader_idx').on(t.uploaderId),
  ],
);

/** The timeline: every status change of a dispute, written in the same transaction as the change. */
export const disputeEvents = pgTable(
  'dispute_events',
  {
    id: uuid('id').primaryKey(),
    disputeId: uuid('dispute_id')
      .notNull()
      .references(() => disputes.id),
    action: text('action').notNull(),
    fromStatus: text('from_status').$type<DisputeStatus>(),
    toStatus: text('to_status').$type<DisputeStatus>().notNull(),
    actorId: uuid('actor_id'),
    party: text('party').$type<DisputeParty>().notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('dispute_events_dispute_idx').on(t.disputeId, t.createdAt)],
);
