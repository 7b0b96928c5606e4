import { bigint, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.schema.ts';
import { checkouts } from '../orders/orders.schema.ts';

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
  (t) => [
    uniqueIndex('sandbox_refunds_request_key').on(t.requestId),
    index('sandbox_refunds_capture_idx').on(t.captureId),
  ],
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

/**
 * The buyer fee tiers (issue 25, decision 010): one row per tier in order of `position`, each with its inclusive upper
 * bound (null: the last, open-ended tier) and its rate in basis points. An admin replaces the table as a whole.
 */
export const feeTiers = pgTable('fee_tiers', {
  position: integer('position').primaryKey(),
  upToCents: integer('up_to_cents'),
  rateBps: integer('rate_bps').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** null: the seeded table. */
  updatedBy: uuid('updated_by'),
});

/**
 * Bank transfers an admin recorded against a pro-forma invoice: at most one per checkout (recording again is a
 * no-op), and a bank reference is recorded once (the same money cannot pay two pro-formas).
 */
export const bankTransfers = pgTable(
  'bank_transfers',
  {
    id: uuid('id').primaryKey(),
    checkoutId: uuid('checkout_id')
      .notNull()
      .references(() => checkouts.id),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    /** Upper-cased, trimmed. */
    bankReference: text('bank_reference').notNull(),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    recordedBy: uuid('recorded_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('bank_transfers_checkout_key').on(t.checkoutId),
    uniqueIndex('bank_transfers_reference_key').on(t.bankReference),
  ],
);

/**
 * M-Pesa STK Push requests (issue 16): what we pushed (amount in cents of KES, whole shillings), and what Daraja's
 * unsigned callback and stkpushquery said. Capture trusts stkpushquery, never the callback alone.
 */
export const mpesaRequests = pgTable(
  'mpesa_requests',
  {
    checkoutRequestId: text('checkout_request_id').primaryKey(),
    checkoutId: uuid('checkout_id').notNull(),
    phone: text('phone').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    callbackResultCode: text('callback_result_code'),
    callbackAmountMinor: bigint('callback_amount_minor', { mode: 'number' }),
    receipt: text('receipt'),
    resultCode: text('result_code'),
    resultDesc: text('result_desc'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('mpesa_requests_checkout_idx').on(t.checkoutId)],
);

/**
 * Refunds asked of a rail without an idempotency key of its own (Flutterwave): one row per our request id, written
 * before the call. A row without a refund id means the answer was lost (a timeout): never asked again automatically,
 * so money is never returned twice; it stays owed to the buyer in the ledger until an operator checks.
 */
export const providerRefunds = pgTable('provider_refunds', {
  requestId: text('request_id').primaryKey(),
  provider: text('provider').notNull(),
  captureId: text('capture_id').notNull(),
  amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  refundId: text('refund_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
