import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { FiredRule, FraudAlertStatus, FraudSubject } from '@app/shared/fraud';
import { users } from '../auth/auth.schema.ts';

/**
 * Alerts of the fraud rules engine: a score above the threshold for an order (at placement) or an account (vendor
 * listings, dispute rate). One alert per dedupe key (an order, or an account and rule set per day): a rescan updates it.
 */
export const fraudAlerts = pgTable(
  'fraud_alerts',
  {
    id: uuid('id').primaryKey(),
    dedupeKey: text('dedupe_key').notNull(),
    subjectType: text('subject_type').$type<FraudSubject>().notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    orderId: uuid('order_id'),
    score: integer('score').notNull(),
    rules: jsonb('rules').$type<FiredRule[]>().notNull(),
    status: text('status').$type<FraudAlertStatus>().notNull(),
    trigger: text('trigger').notNull(),
    decidedBy: uuid('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('fraud_alerts_dedupe_key').on(t.dedupeKey),
    index('fraud_alerts_created_idx').on(t.createdAt),
    index('fraud_alerts_status_idx').on(t.status, t.createdAt),
    index('fraud_alerts_user_idx').on(t.userId),
  ],
);
