import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CategoryId } from '@app/shared/constants';
import type { Incoterm } from '@app/shared/offers';
import type { RfqStatus } from '@app/shared/rfqs';
import { users } from '../auth/auth.schema.ts';

/**
 * A buyer's buying request (issue 22, decision 027). Quotes are offers with `rfq_id` set; their status follows
 * rfq-state.ts.
 */
export const rfqs = pgTable(
  'rfqs',
  {
    id: uuid('id').primaryKey(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    product: text('product').notNull(),
    category: text('category').$type<CategoryId>().notNull(),
    quantity: integer('quantity').notNull(),
    unit: text('unit').notNull(),
    targetUnitPriceCents: integer('target_unit_price_cents'),
    currency: text('currency').notNull(),
    destinationCountry: text('destination_country').notNull(),
    incoterm: text('incoterm').$type<Incoterm>().notNull(),
    neededBy: date('needed_by', { mode: 'string' }),
    certifications: text('certifications')
      .array()
      .notNull()
      .default(sql`ARRAY[]::text[]`),
    verifiedOnly: boolean('verified_only').notNull().default(false),
    details: text('details').notNull().default(''),
    closesOn: date('closes_on', { mode: 'string' }).notNull(),
    status: text('status').$type<RfqStatus>().notNull(),
    awardedOfferId: uuid('awarded_offer_id'),
    /** The quotes the buyer shortlisted while comparing (their own marks; vendors never see them). */
    shortlist: uuid('shortlist')
      .array()
      .notNull()
      .default(sql`ARRAY[]::uuid[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('rfqs_buyer_idx').on(t.buyerId, t.createdAt),
    // the vendors' tab: open requests of a category, newest first
    index('rfqs_open_category_idx')
      .on(t.category, t.createdAt)
      .where(sql`${t.status} = 'OPEN'`),
  ],
);
