import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.schema.ts';
import { vendorOrders } from '../orders/orders.schema.ts';

/**
 * A buyer's review of a released vendor order: of the supplier (product_id null) or of one product of it. At most one
 * of each per vendor order (two partial unique indexes); the vendor may reply once (reply null until then).
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey(),
    vendorOrderId: uuid('vendor_order_id')
      .notNull()
      .references(() => vendorOrders.id),
    orderId: uuid('order_id').notNull(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => users.id),
    vendorName: text('vendor_name').notNull(),
    productId: uuid('product_id'),
    productName: text('product_name'),
    authorName: text('author_name').notNull(),
    authorCountry: text('author_country'),
    rating: integer('rating').notNull(),
    body: text('body').notNull(),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('reviews_vendor_once')
      .on(t.vendorOrderId)
      .where(sql`${t.productId} is null`),
    uniqueIndex('reviews_product_once')
      .on(t.vendorOrderId, t.productId)
      .where(sql`${t.productId} is not null`),
    index('reviews_product_idx').on(t.productId, t.createdAt),
    index('reviews_vendor_idx').on(t.vendorId, t.createdAt),
    index('reviews_buyer_idx').on(t.buyerId),
  ],
);
