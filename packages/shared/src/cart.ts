/** Cart contracts. The server prices every cart: amounts shown at checkout always come from it. */
import { z } from 'zod';
import { SHIPPING_MODES } from './checkout-shipping.ts';
import { DISPLAY_CURRENCIES } from './constants.ts';
import { contractMessage } from './error-messages.ts';
import { numberInput } from './number-input.ts';
import { PAYMENT_PLAN_IDS } from './payment-plans.ts';

export const cartItemInput = z.object({
  productId: z.uuid(contractMessage('cart.form.productNotFound')),
  quantity: numberInput('validation.required', (n) =>
    n.int(contractMessage('cart.form.quantityWhole')).min(0).max(1_000_000),
  ),
});
export type CartItemInput = z.infer<typeof cartItemInput>;

export const cartItemsInput = z.object({ items: z.array(cartItemInput).max(100) });

/**
 * NO_SHIPPING_WEIGHT: the vendor has given neither a shipping weight nor a flat price, so the line cannot be shipped
 * (issue 17); SHIPPING_ON_REQUEST: freight priced case by case, bought through a quote.
 */
export const LINE_PROBLEMS = [
  'UNAVAILABLE',
  'BELOW_MIN_ORDER',
  'ABOVE_STOCK',
  'OFFER_EXPIRED',
  'NO_SHIPPING_WEIGHT',
  'SHIPPING_ON_REQUEST',
] as const;
export type LineProblem = (typeof LINE_PROBLEMS)[number];

export const cartLineDto = z.object({
  productId: z.string(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  vendorId: z.string(),
  vendorName: z.string(),
  origin: z.string(),
  unit: z.string(),
  currency: z.string(),
  unitPrice: z.string(),
  unitPriceCents: z.number().int(),
  quantity: z.number().int(),
  minOrder: z.number().int(),
  /** null: unlimited. */
  stock: z.number().int().nullable(),
  lineTotalCents: z.number().int(),
  lineTotalUsdCents: z.number().int(),
  problem: z.enum(LINE_PROBLEMS).nullable(),
  /** The product's payment terms: its payment plan (payment-plans.ts) decides what is paid at order and later. */
  paymentTerms: z.enum(PAYMENT_PLAN_IDS),
  /** How the line ships (issue 17): calculated by the carrier at checkout, the vendor's flat price, free, or quoted. */
  shippingMode: z.enum(SHIPPING_MODES),
  /** Flat shipping per unit, in the line's currency's minor units (null unless `flat`). */
  flatShippingCents: z.number().int().nullable(),
  /** Priced from an accepted quote (offer): quantity fixed, valid until offerValidUntil. */
  offerId: z.string().nullable().optional(),
  offerValidUntil: z.string().nullable().optional(),
  /** The quote's shipping estimate for the whole quantity, in the line's currency (null: none given). */
  offerShippingCents: z.number().int().nullable().optional(),
});
export type CartLineDto = z.infer<typeof cartLineDto>;

/** The buyer fee from the admins' tier table (fees.ts): a number at every amount. */
export const feeDto = z.object({
  kind: z.literal('fixed'),
  /** The rate of the subtotal's tier, in basis points. */
  rateBps: z.number().int(),
  feeCents: z.number().int(),
  totalCents: z.number().int(),
  /** Lowered below the tier's rate so that this order does not cost more than a larger one. */
  capped: z.boolean(),
});

export const cartDto = z.object({
  lines: z.array(cartLineDto),
  itemCount: z.number().int(),
  subtotalUsdCents: z.number().int(),
  fee: feeDto,
  cardPaymentAllowed: z.boolean(),
  /** The card/wallet rail's maximum subtotal; above it the cart is paid by bank transfer. */
  cardPaymentMaxCents: z.number().int(),
  /** A pro-forma invoice paid by bank transfer: any amount above 0. */
  bankTransferAllowed: z.boolean(),
  hasProblems: z.boolean(),
  rates: z.array(z.object({ currency: z.string(), unitsPerUsd: z.string(), effectiveDate: z.string() })),
});
export type CartDto = z.infer<typeof cartDto>;

export const exchangeRateDto = z.object({
  currency: z.enum(DISPLAY_CURRENCIES),
  unitsPerUsd: z.string(),
  effectiveDate: z.string(),
  updatedAt: z.string(),
});
export type ExchangeRateDto = z.infer<typeof exchangeRateDto>;

export const setExchangeRateInput = z.object({
  unitsPerUsd: z
    .string()
    .trim()
    .regex(/^\d{1,9}(\.\d{1,6})?$/, contractMessage('fx.form.rateInvalid')),
  effectiveDate: z.iso.date(contractMessage('fx.form.dateRequired')),
});
