import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.schema.ts';
import { products } from '../catalog/catalog.schema.ts';

/** A buyer's saved products, with the price when saved (to show what changed since). */
export const savedProducts = pgTable(
  'saved_products',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    priceCents: integer('price_cents').notNull(),
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), index('saved_products_user_idx').on(t.userId, t.createdAt)],
);

/** Vendors a buyer follows (My Suppliers also lists the ones they ordered from). */
export const followedVendors = pgTable(
  'followed_vendors',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.vendorId] }), index('followed_vendors_vendor_idx').on(t.vendorId)],
);
