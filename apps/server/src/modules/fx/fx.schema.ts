import { bigint, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Append-only: each change is a new row with its effective date; the newest row per currency is in force. */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: uuid('id').primaryKey(),
    currency: text('currency').notNull(),
    /** Units of the currency per 1 USD, times 1e6. */
    unitsPerUsdMicros: bigint('units_per_usd_micros', { mode: 'number' }).notNull(),
    effectiveDate: date('effective_date').notNull(),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('exchange_rates_currency_idx').on(t.currency, t.effectiveDate, t.createdAt)],
);
