import { sql } from 'drizzle-orm';
import {
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ShippingMode } from '@app/shared/checkout-shipping';
import type { PriceTier } from '@app/shared/price-tiers';
import { users } from '../auth/auth.schema.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => users.id),
    /** Denormalised from the vendor's profile for search and filtering; refreshed when the profile changes. */
    vendorName: text('vendor_name').notNull(),
    vendorCountry: text('vendor_country').notNull().default(''),
    name: text('name').notNull(),
    category: text('category').notNull(),
    description: text('description').notNull(),
    priceCents: integer('price_cents').notNull(),
    currency: text('currency').notNull(),
    minOrder: integer('min_order').notNull(),
    unit: text('unit').notNull(),
    /** 999999 means unlimited and never decreases. */
    availableStock: integer('available_stock').notNull().default(999999),
    specifications: text('specifications').notNull().default(''),
    origin: text('origin').notNull(),
    certifications: text('certifications').notNull().default(''),
    shippingWeightGrams: integer('shipping_weight_grams'),
    shippingDimensions: text('shipping_dimensions').notNull().default(''),
    /** How buyers pay shipping (issue 17): calculated (needs the weight), flat (per unit), free, or quote. */
    shippingMode: text('shipping_mode').$type<ShippingMode>().notNull().default('calculated'),
    /** Flat shipping per unit ordered, in the product's currency's minor units (mode `flat`). */
    flatShippingCents: integer('flat_shipping_cents'),
    leadTimeDays: integer('lead_time_days').notNull(),
    paymentTerms: text('payment_terms').notNull(),
    /** Volume price breaks (issue 22), rising in quantity, prices in the product's currency's minor units. */
    priceTiers: jsonb('price_tiers').$type<PriceTier[]>().notNull().default([]),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`ARRAY[]::text[]`),
    status: text('status').$type<'active' | 'inactive'>().notNull().default('active'),
    /** Set when an admin takes the product down; vendor edits do not lift it. */
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    moderationReason: text('moderation_reason'),
    views: integer('views').notNull().default(0),
    rating: real('rating').notNull().default(0),
    reviews: integer('reviews').notNull().default(0),
    searchVector: tsvector('search_vector'),
    /**
     * The name's words alone: the first relevance tier of a search. A column of its own (not a weight filter on
     * search_vector) so the planner has statistics for names and picks the right plan for common and rare words.
     */
    nameVector: tsvector('name_vector').generatedAlwaysAs(sql`to_tsvector('simple', name)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('products_vendor_idx').on(t.vendorId, t.createdAt),
    index('products_browse_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(
        sql`${t.status} = 'active' and ${t.deletedAt} is null and ${t.moderatedAt} is null and ${t.availableStock} > 0`,
      ),
    index('products_category_browse_idx')
      .on(t.category, t.createdAt.desc(), t.id.desc())
      .where(
        sql`${t.status} = 'active' and ${t.deletedAt} is null and ${t.moderatedAt} is null and ${t.availableStock} > 0`,
      ),
    index('products_search_vector_idx').using('gin', t.searchVector),
    index('products_name_vector_idx').using('gin', t.nameVector),
    // Search tier 1, "the name is exactly the query": an equality lookup on the name's words, whatever their count.
    index('products_name_exact_idx')
      .on(t.nameVector)
      .where(
        sql`${t.status} = 'active' and ${t.deletedAt} is null and ${t.moderatedAt} is null and ${t.availableStock} > 0`,
      ),
    // Browse sorted by price: one ordered range per currency, merged in USD at the rates in force (see browse.repository).
    index('products_price_browse_idx')
      .on(t.currency, t.priceCents, t.id)
      .where(
        sql`${t.status} = 'active' and ${t.deletedAt} is null and ${t.moderatedAt} is null and ${t.availableStock} > 0`,
      ),
    // The supplier-country filter (lower(vendor_country) = lower($1)), alone or with a category: the listing walks it in
    // order and its total is an index-only count.
    index('products_country_browse_idx')
      .on(sql`lower(${t.vendorCountry})`, t.category, t.createdAt.desc(), t.id.desc())
      .where(
        sql`${t.status} = 'active' and ${t.deletedAt} is null and ${t.moderatedAt} is null and ${t.availableStock} > 0`,
      ),
    index('products_rating_browse_idx')
      .on(t.rating.desc(), t.reviews.desc(), t.createdAt.desc(), t.id.desc())
      .where(
        sql`${t.status} = 'active' and ${t.deletedAt} is null and ${t.moderatedAt} is null and ${t.availableStock} > 0`,
      ),
  ],
);

/** Uploaded product images; attached to a product once it is saved with their ids. */
export const productImages = pgTable(
  'product_images',
  {
    id: uuid('id').primaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    productId: uuid('product_id').references(() => products.id),
    position: integer('position').notNull().default(0),
    mime: text('mime').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('product_images_product_idx').on(t.productId, t.position),
    index('product_images_owner_idx').on(t.ownerId),
  ],
);

/** One row per product, visitor and day: views count once per visitor per day. */
export const productViews = pgTable(
  'product_views',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    visitor: text('visitor').notNull(),
    day: date('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.visitor, t.day] })],
);

/**
 * The vocabulary of product names, vendor names and tags. Query words are corrected against it with trigram
 * similarity (small table, GIN trigram index), then matched with full text on products.search_vector.
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    term: text('term').primaryKey(),
  },
  (t) => [index('search_terms_trgm_idx').using('gin', sql`${t.term} gin_trgm_ops`)],
);
