import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Incoterm, OfferStatus } from '@app/shared/offers';
import { users } from '../auth/auth.schema.ts';
import { products } from '../catalog/catalog.schema.ts';
import { conversations } from '../messaging/messaging.schema.ts';
import { rfqs } from '../rfqs/rfqs.schema.ts';
import type { PaymentPlanId } from '@app/shared/payment-plans';

/** A vendor's quote in a conversation. Its status follows offer-state.ts; every change writes an audit row. */
export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** The buying request this quote answers (issue 22); null for a quote in a product conversation. */
    rfqId: uuid('rfq_id').references(() => rfqs.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    productName: text('product_name').notNull(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => users.id),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id),
    unit: text('unit').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    currency: text('currency').notNull(),
    quantity: integer('quantity').notNull(),
    leadTimeDays: integer('lead_time_days').notNull(),
    incoterm: text('incoterm').$type<Incoterm>().notNull(),
    /** The payment plan agreed in the quote (issue 18); null on older quotes: the product's terms. */
    paymentTerms: text('payment_terms').$type<PaymentPlanId>(),
    shippingEstimateCents: integer('shipping_estimate_cents'),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    note: text('note').notNull().default(''),
    status: text('status').$type<OfferStatus>().notNull(),
    orderId: uuid('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('offers_conversation_idx').on(t.conversationId, t.createdAt),
    index('offers_buyer_idx').on(t.buyerId, t.status),
    // one live quote per vendor and buying request (decision 027)
    uniqueIndex('offers_rfq_vendor_live_idx')
      .on(t.rfqId, t.vendorId)
      .where(sql`${t.rfqId} is not null and ${t.status} in ('SENT', 'ACCEPTED')`),
    // the monthly quota: a vendor's quotes to buying requests since a date
    index('offers_rfq_vendor_month_idx')
      .on(t.vendorId, t.createdAt)
      .where(sql`${t.rfqId} is not null`),
  ],
);
