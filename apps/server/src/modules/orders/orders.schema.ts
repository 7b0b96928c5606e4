import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { LcStatus } from '@app/shared/letters-of-credit';
import type { VendorShippingDto, VendorShippingMethod } from '@app/shared/checkout-shipping';
import type { BalanceStatus, PaymentPlanId } from '@app/shared/payment-plans';
import { users } from '../auth/auth.schema.ts';

export interface ContactInfo {
  name: string;
  email: string;
  phone: string;
  company: string;
}
export interface ShippingAddress {
  address: string;
  city: string;
  /** State, region or county; absent on addresses stored before it was asked. */
  region?: string;
  country: string;
  /** '' where the country has no postal codes. */
  postalCode: string;
}
export interface CheckoutLine {
  productId: string;
  vendorId: string;
  vendorName: string;
  name: string;
  imageUrl: string | null;
  unit: string;
  currency: string;
  unitPriceCents: number;
  quantity: number;
  lineTotalCents: number;
  lineTotalUsdCents: number;
  /** Priced from this accepted offer (quote); marked ordered when the order is placed. */
  offerId?: string | null;
  /** The product's payment terms when the checkout started (issue 18; absent on older checkouts: escrow). */
  paymentTerms?: PaymentPlanId;
}

/** ORDER: pays a cart (places an order). BALANCE: pays one vendor order's balance (issue 18). */
export type CheckoutKind = 'ORDER' | 'BALANCE';

export type CheckoutStatus =
  | 'CREATED'
  | 'CAPTURED'
  | 'PLACED'
  | 'FAILED'
  | 'REFUNDED'
  | 'EXPIRED'
  /** Orders above $1,000: waiting for an admin to set the fee. */
  | 'QUOTE_REQUESTED'
  /** Fee set, pro-forma invoice sent: waiting for the bank transfer. */
  | 'AWAITING_TRANSFER'
  /** The buyer cancelled the unpaid pro-forma (or quote request). */
  | 'CANCELLED';

/** A payment attempt for a cart snapshot: amounts fixed by the server when it starts. */
export const checkouts = pgTable(
  'checkouts',
  {
    id: uuid('id').primaryKey(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id),
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status').$type<CheckoutStatus>().notNull(),
    kind: text('kind').$type<CheckoutKind>().notNull().default('ORDER'),
    /** BALANCE checkouts: the vendor order whose balance it pays. */
    vendorOrderId: uuid('vendor_order_id'),
    provider: text('provider').notNull(),
    providerOrderId: text('provider_order_id'),
    captureId: text('capture_id'),
    refundId: text('refund_id'),
    contact: jsonb('contact').$type<ContactInfo>().notNull(),
    shipping: jsonb('shipping').$type<ShippingAddress>().notNull(),
    lines: jsonb('lines').$type<CheckoutLine[]>().notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    /** Shipping of every vendor's part for the address given (issue 17); totalCents includes it. */
    shippingCents: integer('shipping_cents').notNull().default(0),
    /** Each vendor's shipping as quoted when the checkout started: placed into the vendor orders. */
    shippingParts: jsonb('shipping_parts').$type<VendorShippingDto[]>().notNull().default([]),
    feeCents: integer('fee_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    /**
     * Payment plans (issue 18): the balances of the order's vendor parts, asked before shipment (USD cents). An ORDER
     * checkout charges totalCents minus this now.
     */
    laterCents: integer('later_cents').notNull().default(0),
    /**
     * What the rail charges (issue 16): the currency and its minor units. USD rails charge totalCents; another
     * currency is converted from totalCents at the rate locked by the buyer's quote (units per USD x 1e6).
     */
    chargeCurrency: text('charge_currency').notNull().default('USD'),
    chargeMinor: bigint('charge_minor', { mode: 'number' }),
    chargeRateMicros: bigint('charge_rate_micros', { mode: 'number' }),
    rateLockedAt: timestamp('rate_locked_at', { withTimezone: true }),
    /** Where the buyer pays (the provider's page), kept for a retried start: not every provider repeats it. */
    approveUrl: text('approve_url'),
    orderId: uuid('order_id'),
    failureReason: text('failure_reason'),
    /** Quote requests: the buyer's note and the support ticket it opened. */
    note: text('note'),
    ticketId: uuid('ticket_id'),
    /** Bank transfers: the payment reference printed on the pro-forma (unique; older quotes derive it from the id). */
    reference: text('reference'),
    /** The tier rate the fee was computed at (null: a fee an admin set on a quote, or older rows). */
    rateBps: integer('rate_bps'),
    /** Pro-formas: stock taken for the lines when issued; given back if it expires or is cancelled. */
    stockReservedAt: timestamp('stock_reserved_at', { withTimezone: true }),
    /** Unpaid pro-formas expire then. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('checkouts_buyer_idem_key').on(t.buyerId, t.idempotencyKey),
    uniqueIndex('checkouts_provider_order_key').on(t.providerOrderId),
    index('checkouts_status_idx').on(t.status, t.updatedAt),
    uniqueIndex('checkouts_reference_key').on(t.reference),
    index('checkouts_expiry_idx').on(t.status, t.expiresAt),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id),
    checkoutId: uuid('checkout_id').notNull(),
    currency: text('currency').notNull().default('USD'),
    subtotalCents: integer('subtotal_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull().default(0),
    feeCents: integer('fee_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    buyerInfo: jsonb('buyer_info').$type<ContactInfo>().notNull(),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>().notNull(),
    paymentProvider: text('payment_provider').notNull(),
    paymentCaptureId: text('payment_capture_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('orders_checkout_key').on(t.checkoutId), index('orders_buyer_idx').on(t.buyerId, t.createdAt)],
);

export type VendorOrderStatus = 'PLACED' | 'ACCEPTED' | 'SHIPPED' | 'DELIVERED' | 'COMPLETED' | 'CANCELLED';
export type EscrowStatusValue = 'HELD' | 'RELEASED' | 'REFUNDED' | 'PARTIALLY_REFUNDED';

export const vendorOrders = pgTable(
  'vendor_orders',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => users.id),
    vendorName: text('vendor_name').notNull(),
    status: text('status').$type<VendorOrderStatus>().notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    buyerFeeCents: integer('buyer_fee_cents').notNull(),
    /** What the buyer paid for this part's shipping (USD cents): held with the goods, released to the vendor with them. */
    shippingCents: integer('shipping_cents').notNull().default(0),
    shippingMethod: text('shipping_method').$type<VendorShippingMethod>(),
    shippingService: text('shipping_service'),
    /** Labels bought through the platform for this part (USD cents): taken from its shipping money at release. */
    labelCostCents: integer('label_cost_cents').notNull().default(0),
    /**
     * The currency the buyer's money was received in (issue 16): escrow holds, releases and refunds this vendor order
     * in it. Non-USD: its share of the charge in minor units (goods and buyer fee), split at the checkout's rate.
     */
    settlementCurrency: text('settlement_currency').notNull().default('USD'),
    heldSubtotalMinor: bigint('held_subtotal_minor', { mode: 'number' }),
    heldBuyerFeeMinor: bigint('held_buyer_fee_minor', { mode: 'number' }),
    heldShippingMinor: bigint('held_shipping_minor', { mode: 'number' }),
    escrowStatus: text('escrow_status').$type<EscrowStatusValue>().notNull(),
    /**
     * Payment plan (issue 18, @app/shared/payment-plans): what was paid at order and what is asked later. The balance
     * is the rest of the goods (balanceGoodsCents, USD; balanceGoodsMinor in a non-USD settlement currency) and the
     * shipping; escrow holds it once paid (balanceStatus PAID). The held* and subtotal columns are the full amounts.
     */
    paymentPlan: text('payment_plan').$type<PaymentPlanId>().notNull().default('escrow'),
    balanceStatus: text('balance_status').$type<BalanceStatus>().notNull().default('NONE'),
    balanceGoodsCents: integer('balance_goods_cents').notNull().default(0),
    balanceGoodsMinor: bigint('balance_goods_minor', { mode: 'number' }),
    balanceRequestedAt: timestamp('balance_requested_at', { withTimezone: true }),
    balancePaidAt: timestamp('balance_paid_at', { withTimezone: true }),
    /** When the buyer was reminded that an unpaid balance's 14 days are ending (once). */
    balanceRemindedAt: timestamp('balance_reminded_at', { withTimezone: true }),
    /**
     * The goods' value released to the vendor at shipment (issue 18, PaymentPlan.releasedAtShipment), before the
     * seller fee: USD cents, and in a non-USD settlement currency its minor units. The rest is released at settlement.
     */
    releasedGoodsCents: integer('released_goods_cents').notNull().default(0),
    releasedGoodsMinor: bigint('released_goods_minor', { mode: 'number' }),
    /** When the vendor said production started, with photos (issue 18): a deposit plan's deposit is released then. */
    productionStartedAt: timestamp('production_started_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** Delivery + the 7-day inspection window: after it, with no dispute, escrow is released automatically. */
    inspectionEndsAt: timestamp('inspection_ends_at', { withTimezone: true }),
    /** Set by the disputes work: an open dispute freezes the escrow. */
    disputeOpen: boolean('dispute_open').notNull().default(false),
    /** Set by an admin from a fraud alert: like an open dispute, it blocks every release until lifted. */
    fraudHold: boolean('fraud_hold').notNull().default(false),
    /**
     * Ship-by guarantee (issue 18): the vendor promises a carrier event by then (placement + the longest lead time of
     * its lines, a quote's own lead time for quoted lines, at least one day). Past it with none, the buyer may cancel
     * for a full refund. Null only for rows the backfill could not date.
     */
    shipBy: timestamp('ship_by', { withTimezone: true }),
    /** The last ship-by reminder sent to the vendor: 3 (days before), 1, or null for none yet. */
    shipByReminder: integer('ship_by_reminder'),
    /** When both sides were told the ship-by date passed with no carrier event. */
    shipByMissedAt: timestamp('ship_by_missed_at', { withTimezone: true }),
    /** Cancelled by the buyer under the ship-by guarantee: counts as a late shipment in the vendor's reliability. */
    cancelledLate: boolean('cancelled_late').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('vendor_orders_release_idx').on(t.status, t.inspectionEndsAt),
    index('vendor_orders_vendor_idx').on(t.vendorId, t.createdAt),
    index('vendor_orders_order_idx').on(t.orderId),
    index('vendor_orders_ship_by_idx').on(t.status, t.shipBy),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    vendorOrderId: uuid('vendor_order_id')
      .notNull()
      .references(() => vendorOrders.id),
    productId: uuid('product_id').notNull(),
    productName: text('product_name').notNull(),
    imageUrl: text('image_url'),
    unit: text('unit').notNull(),
    currency: text('currency').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotalCents: integer('line_total_cents').notNull(),
    lineTotalUsdCents: integer('line_total_usd_cents').notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), index('order_items_vo_idx').on(t.vendorOrderId)],
);

/** Audit of every vendor order and escrow state change, written in the same transaction as the change. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey(),
    vendorOrderId: uuid('vendor_order_id').notNull(),
    field: text('field').$type<'status' | 'escrow' | 'balance' | 'release' | 'claim' | 'production'>().notNull(),
    fromState: text('from_state'),
    toState: text('to_state').notNull(),
    actorId: uuid('actor_id'),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('order_events_vo_idx').on(t.vendorOrderId, t.createdAt)],
);

/**
 * The photos a vendor sent when production started (issue 18): re-encoded as WebP (metadata stripped), two sizes in
 * the file store; shown to the order's buyer, its vendor and admins.
 */
export const productionPhotos = pgTable(
  'production_photos',
  {
    id: uuid('id').primaryKey(),
    vendorOrderId: uuid('vendor_order_id')
      .notNull()
      .references(() => vendorOrders.id),
    thumbKey: text('thumb_key').notNull(),
    displayKey: text('display_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('production_photos_vo_idx').on(t.vendorOrderId, t.createdAt)],
);

/** A buyer's locked exchange rate for paying a cart through a rail that charges in another currency (15 minutes). */
export const paymentQuotes = pgTable(
  'payment_quotes',
  {
    id: uuid('id').primaryKey(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id),
    rail: text('rail').notNull(),
    currency: text('currency').notNull(),
    /** The cart total it converts (server-priced); a checkout with another total needs a new quote. */
    usdTotalCents: integer('usd_total_cents').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    rateMicros: bigint('rate_micros', { mode: 'number' }).notNull(),
    rateDate: date('rate_date').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('payment_quotes_buyer_idx').on(t.buyerId, t.createdAt)],
);

/**
 * Letters of credit a buyer sent for a bank transfer checkout (issue 18, decision 023): the details, the bank's
 * confirmation (a private file, checked by its bytes), and an admin's decision. At most one live (SUBMITTED or
 * VERIFIED) per checkout; rejected ones stay as history.
 */
export const lettersOfCredit = pgTable(
  'letters_of_credit',
  {
    id: uuid('id').primaryKey(),
    checkoutId: uuid('checkout_id')
      .notNull()
      .references(() => checkouts.id),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id),
    status: text('status').$type<LcStatus>().notNull(),
    issuingBank: text('issuing_bank').notNull(),
    lcNumber: text('lc_number').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    documentName: text('document_name').notNull(),
    documentMime: text('document_mime').notNull(),
    documentKey: text('document_key').notNull(),
    rejectReason: text('reject_reason'),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('letters_of_credit_checkout_idx').on(t.checkoutId, t.createdAt),
    uniqueIndex('letters_of_credit_live_uq')
      .on(t.checkoutId)
      .where(sql`${t.status} in ('SUBMITTED', 'VERIFIED')`),
  ],
);
