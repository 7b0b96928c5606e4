import { bigint, boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.schema.ts';

export type PayoutAccountMethod = 'manual' | 'bank' | 'mpesa' | 'momo';
export type PayoutSchedule = 'release' | 'daily' | 'weekly';
export type PayoutRowState = 'pending' | 'paid' | 'failed' | 'reversed';

/**
 * Where and when a vendor is paid out automatically (issue 17). `manual` (or no row): an admin records payouts, as
 * before. The account number is never kept: only the provider's recipient id and the last four characters.
 */
export const payoutAccounts = pgTable('payout_accounts', {
  vendorId: uuid('vendor_id')
    .primaryKey()
    .references(() => users.id),
  method: text('method').$type<PayoutAccountMethod>().notNull(),
  /** The payouts provider that pays this destination (paystack, mpesa, momo); null for manual. */
  provider: text('provider'),
  /** The currency paid out: the vendor's payable balance in it is what is sent. */
  currency: text('currency').notNull(),
  accountName: text('account_name').notNull().default(''),
  bankCode: text('bank_code'),
  bankName: text('bank_name'),
  accountLast4: text('account_last4'),
  phone: text('phone'),
  /** The provider's id for the destination (Paystack recipient_code; the normalised number for M-Pesa and MoMo). */
  recipientId: text('recipient_id'),
  schedule: text('schedule').$type<PayoutSchedule>().notNull().default('release'),
  /** Nothing is sent below this (minor units of `currency`). */
  minimumMinor: bigint('minimum_minor', { mode: 'number' }).notNull().default(0),
  /** An admin holds the payouts of a vendor under review: nothing is sent until lifted. */
  held: boolean('held').notNull().default(false),
  heldReason: text('held_reason'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * One transfer to a vendor. Its ledger PAYOUT (available -> paid out) is written when the provider takes the transfer
 * (queued or paid), not before: while the provider cannot be reached the money stays in the vendor's available balance,
 * reserved for this payout (one in flight per vendor). A failure or reversal after that writes PAYOUT_REVERSAL.
 */
export const payouts = pgTable(
  'payouts',
  {
    /** Also our reference at the provider (a lowercase UUID): the idempotency key of the transfer. */
    id: uuid('id').primaryKey(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => users.id),
    provider: text('provider').notNull(),
    method: text('method').$type<PayoutAccountMethod>().notNull(),
    currency: text('currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    state: text('state').$type<PayoutRowState>().notNull(),
    providerReference: text('provider_reference'),
    failureReason: text('failure_reason'),
    /** Sends tried (a provider that was down is tried again with the same reference, with backoff). */
    attempts: integer('attempts').notNull().default(0),
    /** When to send (or ask) again while pending; null once settled. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** Whether its ledger PAYOUT is written (the provider has taken the transfer). Rows before 0033 were written. */
    ledgerPosted: boolean('ledger_posted').notNull().default(false),
  },
  (t) => [
    index('payouts_due_idx').on(t.state, t.nextAttemptAt),
    index('payouts_vendor_idx').on(t.vendorId, t.createdAt),
  ],
);
