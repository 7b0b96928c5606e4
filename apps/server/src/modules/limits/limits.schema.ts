import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit counters shared by every server process (issue 21): one row per key (a route and a caller, or a sign-in
 * IP), counting hits in a fixed window that opens at the first hit. Expired rows are reused by the next hit and swept
 * by a periodic job.
 */
export const rateCounters = pgTable('rate_counters', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});
