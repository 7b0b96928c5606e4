import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Append-only double-entry ledger: rows are never updated or deleted; balances are sums of entries. */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind').$type<LedgerKind>().notNull(),
    orderId: uuid('order_id'),
    vendorOrderId: uuid('vendor_order_id'),
    /** Applying the same operation twice is impossible: a unique key per operation. */
    idempotencyKey: text('idempotency_key').notNull(),
    memo: text('memo').notNull().default(''),
    actorId: uuid('actor_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_transactions_idem_key').on(t.idempotencyKey),
    index('ledger_transactions_vo_idx').on(t.vendorOrderId),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    account: text('account').notNull(),
    currency: text('currency').notNull(),
    /** Positive: money into the account. Each transaction's entries sum to zero per currency. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ledger_entries_account_idx').on(t.account), index('ledger_entries_tx_idx').on(t.transactionId)],
);

/** FEE_RECLASS: moves legacy combined fees to the buyer-fee and seller-fee accounts (migration 0026). */
export type LedgerKind =
  | 'HOLD'
  | 'RELEASE'
  /** Part of the goods released to the vendor at a payment plan's milestone (issue 18: at shipment). */
  | 'MILESTONE_RELEASE'
  /** A quality claim's refund after the release, taken back from the vendor's balance (issue 18). */
  | 'CLAIM_REFUND'
  | 'REFUND'
  | 'PARTIAL_REFUND'
  | 'REFUND_PAID'
  | 'PAYOUT'
  /** A payout the provider failed or reversed: the money goes back to the vendor's available balance (issue 17). */
  | 'PAYOUT_REVERSAL'
  | 'FEE_RECLASS';
