import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ShipmentStatus } from '@app/shared/shipping';
import { orders, vendorOrders } from '../orders/orders.schema.ts';
import { users } from '../auth/auth.schema.ts';

export const shipments = pgTable(
  'shipments',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    vendorOrderId: uuid('vendor_order_id')
      .notNull()
      .references(() => vendorOrders.id),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id),
    status: text('status').$type<ShipmentStatus>().notNull(),
    carrier: text('carrier'),
    service: text('service'),
    trackingNumber: text('tracking_number'),
    rateId: text('rate_id'),
    amountCents: integer('amount_cents'),
    billableGrams: integer('billable_grams').notNull(),
    addressFrom: jsonb('address_from').$type<Record<string, string>>().notNull(),
    addressTo: jsonb('address_to').$type<Record<string, string>>().notNull(),
    parcel: jsonb('parcel').$type<Record<string, string | number>>().notNull(),
    /** The customs declaration (customs.ts CustomsDeclaration; older rows hold value_amount instead of value_cents). */
    customs: jsonb('customs').$type<Record<string, unknown> | null>(),
    labelKey: text('label_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    lastEventAt: timestamp('last_event_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('shipments_tracking_key').on(t.trackingNumber),
    index('shipments_vo_idx').on(t.vendorOrderId),
    index('shipments_order_idx').on(t.orderId),
    index('shipments_status_idx').on(t.status, t.createdAt),
  ],
);

export const shipmentRates = pgTable(
  'shipment_rates',
  {
    id: text('id').primaryKey(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id),
    /** The carrier platform's rate id (Shippo object_id); null for the built-in tables. */
    externalRateId: text('external_rate_id'),
    carrier: text('carrier').notNull(),
    servicelevel: text('servicelevel').notNull(),
    service: text('service').notNull(),
    amountCents: integer('amount_cents').notNull(),
    estimatedDays: integer('estimated_days').notNull(),
    /** When the carrier quoted this rate; the rates of a shipment are kept so its label can be bought later. */
    quotedAt: timestamp('quoted_at', { withTimezone: true }).notNull().defaultNow(),
    /** Until when the carrier honours it, when the carrier port says; past it the shipment is quoted again. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [index('shipment_rates_shipment_idx').on(t.shipmentId)],
);

export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: uuid('id').primaryKey(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id),
    status: text('status').$type<ShipmentStatus>().notNull(),
    description: text('description').notNull(),
    city: text('city').notNull().default(''),
    country: text('country').notNull().default(''),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    source: text('source').$type<'label' | 'carrier' | 'admin'>().notNull(),
    /** The carrier's event id: a redelivered webhook is recorded once. */
    externalId: text('external_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('tracking_events_external_key').on(t.externalId),
    index('tracking_events_shipment_idx').on(t.shipmentId, t.occurredAt),
  ],
);
