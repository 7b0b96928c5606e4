/** Checkout and order contracts. */
import { z } from 'zod';
import { CHECKOUT_COUNTRIES } from './constants.ts';
import { emailSchema, phoneSchema } from './auth.ts';
import { contractMessage } from './error-messages.ts';
import { multiLineText, singleLine, singleLineText } from './text.ts';

export const contactInfoSchema = z.object({
  name: singleLineText().min(1, contractMessage('orders.form.nameRequired')).max(120),
  email: emailSchema,
  phone: phoneSchema,
  company: singleLineText().max(160).optional().default(''),
});

export const shippingAddressSchema = z.object({
  address: singleLineText().min(1, contractMessage('orders.form.addressRequired')).max(200),
  city: singleLineText().min(1, contractMessage('orders.form.cityRequired')).max(100),
  country: z.enum(CHECKOUT_COUNTRIES, contractMessage('orders.form.countryRequired')),
  postalCode: singleLineText().min(1, contractMessage('orders.form.postalCodeRequired')).max(20),
});

/**
 * The stored buyer details and address as answered (plain strings: the input rules above are checked when they are
 * given, and a response must not fail on text stored before a rule was added).
 */
const contactInfoDto = z.object({ name: z.string(), email: z.string(), phone: z.string(), company: z.string() });
const shippingAddressDto = z.object({ address: z.string(), city: z.string(), country: z.string(), postalCode: z.string() });

export const checkoutRequest = z.object({
  contact: contactInfoSchema,
  shipping: shippingAddressSchema,
  /** One per checkout attempt, made by the browser: a double click or a retry starts the same payment. */
  idempotencyKey: z.string().min(8).max(100).check(singleLine),
});
export type CheckoutRequest = z.input<typeof checkoutRequest>;

export const checkoutResponse = z.object({
  checkoutId: z.string(),
  providerOrderId: z.string(),
  approveUrl: z.string(),
  subtotalCents: z.number().int(),
  feeCents: z.number().int(),
  totalCents: z.number().int(),
});
export type CheckoutResponse = z.infer<typeof checkoutResponse>;

export const captureResponse = z.object({ orderId: z.string(), transactionId: z.string() });

export const ORDER_STATUSES = ['processing', 'shipped', 'delivered', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const VENDOR_ORDER_STATUSES = ['PLACED', 'ACCEPTED', 'SHIPPED', 'DELIVERED', 'COMPLETED', 'CANCELLED'] as const;
export const ESCROW_STATUS_VALUES = ['HELD', 'RELEASED', 'REFUNDED', 'PARTIALLY_REFUNDED'] as const;

export const orderItemDto = z.object({
  productId: z.string(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  unit: z.string(),
  currency: z.string(),
  unitPriceCents: z.number().int(),
  quantity: z.number().int(),
  lineTotalCents: z.number().int(),
  lineTotalUsdCents: z.number().int(),
});

export const vendorOrderDto = z.object({
  id: z.string(),
  orderId: z.string(),
  vendorId: z.string(),
  vendorName: z.string(),
  status: z.enum(VENDOR_ORDER_STATUSES),
  escrowStatus: z.enum(ESCROW_STATUS_VALUES),
  subtotalCents: z.number().int(),
  buyerFeeCents: z.number().int(),
  items: z.array(orderItemDto),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
  /** End of the 7-day inspection window after delivery; escrow is released then unless a dispute is open. */
  inspectionEndsAt: z.string().nullable(),
  /** A dispute is open on this part: escrow frozen, no confirmation of receipt (disputes module). */
  disputeOpen: z.boolean().optional(),
  buyer: z.object({ name: z.string(), company: z.string(), country: z.string() }),
  shippingAddress: shippingAddressDto,
});
export type VendorOrderDto = z.infer<typeof vendorOrderDto>;

export const orderDto = z.object({
  id: z.string(),
  createdAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  currency: z.string(),
  subtotalCents: z.number().int(),
  feeCents: z.number().int(),
  totalCents: z.number().int(),
  buyerInfo: contactInfoDto,
  shippingAddress: shippingAddressDto,
  transactionId: z.string(),
  vendorOrders: z.array(vendorOrderDto),
});
export type OrderDto = z.infer<typeof orderDto>;

export const buyerStatsDto = z.object({
  totalOrders: z.number().int(),
  activeOrders: z.number().int(),
  totalSpentCents: z.number().int(),
  inEscrowCents: z.number().int(),
});

export const vendorBalanceDto = z.object({ heldCents: z.number().int(), availableCents: z.number().int(), paidOutCents: z.number().int() });

/** Orders above $1,000: ask for a quote (custom fee, bank transfer). */
export const quoteRequestInput = z.object({
  contact: contactInfoSchema,
  shipping: shippingAddressSchema,
  note: multiLineText().max(2000).optional().default(''),
});

export const quoteDto = z.object({
  checkoutId: z.string(),
  reference: z.string(),
  status: z.string(),
  subtotalCents: z.number().int(),
  feeCents: z.number().int().nullable(),
  totalCents: z.number().int().nullable(),
  lines: z.array(z.object({ productId: z.string(), vendorId: z.string(), vendorName: z.string(), name: z.string(), imageUrl: z.string().nullable(), unit: z.string(), currency: z.string(), unitPriceCents: z.number().int(), quantity: z.number().int(), lineTotalCents: z.number().int(), lineTotalUsdCents: z.number().int() })),
  contact: contactInfoDto,
  note: z.string().nullable(),
  orderId: z.string().nullable(),
  createdAt: z.string(),
});
export type QuoteDto = z.infer<typeof quoteDto>;
