import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The sandbox payment provider's own records (it stands in for PayPal, so it keeps state like a provider would,
 * in the database, so that several server processes agree).
 */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: text('id').primaryKey(),
    requestId: text('request_id').notNull(),
    payerId: uuid('payer_id'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    referenceId: text('reference_id').notNull(),
    status: text('status').$type<'CREATED' | 'APPROVED' | 'COMPLETED' | 'VOIDED'>().notNull(),
    captureId: text('capture_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sandbox_payments_request_key').on(t.requestId)],
);

export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    id: text('id').primaryKey(),
    requestId: text('request_id').notNull(),
    captureId: text('capture_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sandbox_refunds_request_key').on(t.requestId), index('sandbox_refunds_capture_idx').on(t.captureId)],
);

/** Webhook deliveries already handled (providers retry; each event applies once). */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('webhook_events_key').on(t.provider, t.eventId)],
);
