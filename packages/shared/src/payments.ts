/** Payment contracts: the buyer fee tier table the admins edit (issue 25). The fee math is in fees.ts. */
import { z } from 'zod';
import { shippingDestinationSchema } from './checkout-shipping.ts';
import { contractMessage } from './error-messages.ts';
import { MAX_FEE_RATE_BPS, MAX_FEE_TIERS } from './fees.ts';

export const feeTierDto = z.object({
  /** Inclusive upper bound of the subtotal, in USD cents; null: no upper bound (the last tier). */
  upToCents: z.number().int().nullable(),
  rateBps: z.number().int(),
});
export type FeeTierDto = z.infer<typeof feeTierDto>;

export const feeTiersDto = z.object({
  tiers: z.array(feeTierDto),
  /** When an admin last replaced the table (null: the seeded table). */
  updatedAt: z.string().nullable(),
  /** The card/wallet rail's maximum subtotal; above it buyers pay by bank transfer. */
  cardPaymentMaxCents: z.number().int(),
});
export type FeeTiersDto = z.infer<typeof feeTiersDto>;

/**
 * The whole table, replaced at once. The shape is checked here; the table rules (ascending bounds, last tier open,
 * rates 0-100%) are checked by the server with `feeTierProblems`, which names the tier and field at fault.
 */
export const replaceFeeTiersInput = z.object({
  tiers: z
    .array(
      z.object({
        upToCents: z
          .number(contractMessage('payments.form.boundInvalid'))
          .int(contractMessage('payments.form.boundInvalid'))
          .nullable(),
        rateBps: z
          .number(contractMessage('payments.form.rateInvalid'))
          .int(contractMessage('payments.form.rateInvalid'))
          .min(0, contractMessage('payments.form.rateInvalid'))
          .max(MAX_FEE_RATE_BPS, contractMessage('payments.form.rateInvalid')),
      }),
    )
    .min(1, contractMessage('payments.form.tiersRequired'))
    .max(MAX_FEE_TIERS, contractMessage('payments.form.tooManyTiers')),
});
export type ReplaceFeeTiersInput = z.infer<typeof replaceFeeTiersInput>;

/**
 * The ways a buyer can pay by card, bank, USSD or mobile money (issue 16). `sandbox` is the built-in test provider,
 * `paypal` PayPal Orders v2, `paystack` Paystack's hosted checkout (card, bank transfer, USSD, mobile money), `mpesa`
 * M-Pesa Express (a PIN prompt on the buyer's phone).
 */
export const PAYMENT_RAILS = ['sandbox', 'paypal', 'paystack', 'flutterwave', 'mpesa', 'momo'] as const;
export type PaymentRail = (typeof PAYMENT_RAILS)[number];

/** What a rail lets the buyer pay with, for the chooser's line ("Card, bank transfer, USSD — Paystack"). */
export const PAYMENT_CHANNELS = ['card', 'paypal', 'bank_transfer', 'ussd', 'mobile_money'] as const;

export const paymentRailDto = z.object({
  rail: z.enum(PAYMENT_RAILS),
  channels: z.array(z.enum(PAYMENT_CHANNELS)),
  /** The currencies this rail charges in; the first is its default. */
  currencies: z.array(z.string()),
  /** No real money: the rail talks to a built-in test service (its pages say TEST MODE). */
  testMode: z.boolean(),
  /** The buyer gives a mobile-money number to pay (M-Pesa): checkout's `payerPhone`. */
  needsPhone: z.boolean(),
});
export type PaymentRailDto = z.infer<typeof paymentRailDto>;

/** How long a quoted exchange rate holds for a checkout. */
export const PAYMENT_QUOTE_TTL_MS = 15 * 60_000;

export const paymentQuoteRequest = z.object({
  rail: z.enum(PAYMENT_RAILS),
  currency: z.string().regex(/^[A-Z]{3}$/, contractMessage('payments.form.currencyInvalid')),
  /** Where the cart goes: its shipping is part of the total the quote converts (issue 17). */
  shipping: shippingDestinationSchema,
});
export type PaymentQuoteRequest = z.infer<typeof paymentQuoteRequest>;

/**
 * The amount the rail will charge for the buyer's cart: the server's USD total converted at the current rate, locked
 * until `expiresAt` (a checkout started with this quote charges exactly `amountMinor`).
 */
export const paymentQuoteDto = z.object({
  quoteId: z.string(),
  rail: z.enum(PAYMENT_RAILS),
  currency: z.string(),
  /** In the currency's minor units (kobo, pesewas; whole francs for XOF). */
  amountMinor: z.number().int(),
  /** The digits of the currency's minor unit (2, or 0 for XOF and UGX). */
  digits: z.number().int(),
  usdTotalCents: z.number().int(),
  /** Units of the currency per 1 USD, as a decimal string ("1538.46"). */
  rate: z.string(),
  /** When the rate in force was set (its effective date). */
  rateDate: z.string(),
  lockedAt: z.string(),
  expiresAt: z.string(),
});
export type PaymentQuoteDto = z.infer<typeof paymentQuoteDto>;

/** A checkout's payment, for the page that waits for it (GET /api/checkout/:id/payment). */
export const checkoutPaymentDto = z.object({
  checkoutId: z.string(),
  /** CREATED (waiting for the buyer), CAPTURED, PLACED, FAILED, REFUNDED, EXPIRED... */
  status: z.string(),
  rail: z.string(),
  testMode: z.boolean(),
  chargeCurrency: z.string(),
  chargeMinor: z.number().int(),
  totalCents: z.number().int(),
  orderId: z.string().nullable(),
  createdAt: z.string(),
});
export type CheckoutPaymentDto = z.infer<typeof checkoutPaymentDto>;

/** Admin console, Payments (issue 16): one payment attempt as the provider and our checkout know it. */
export const adminPaymentDto = z.object({
  checkoutId: z.string(),
  rail: z.string(),
  /** received (captured or placed), pending (the buyer has not paid yet), failed (expired, cancelled, unplaceable), refunded. */
  state: z.enum(['received', 'pending', 'failed', 'refunded']),
  status: z.string(),
  buyerName: z.string(),
  buyerEmail: z.string(),
  chargeCurrency: z.string(),
  chargeMinor: z.number().int(),
  totalCents: z.number().int(),
  /** The provider's references: its order/transaction, its capture, its refund. */
  providerOrderId: z.string().nullable(),
  captureId: z.string().nullable(),
  refundId: z.string().nullable(),
  orderId: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminPaymentDto = z.infer<typeof adminPaymentDto>;

export const adminPaymentsQuery = z.object({
  rail: z.enum([...PAYMENT_RAILS, 'bank_transfer']).optional(),
  state: z.enum(['received', 'pending', 'failed', 'refunded']).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** Per rail and currency: how many payments and how much, by state. */
export const adminPaymentsSummaryDto = z.object({
  rail: z.string(),
  currency: z.string(),
  testMode: z.boolean(),
  received: z.object({ count: z.number().int(), amountMinor: z.number().int() }),
  pending: z.object({ count: z.number().int(), amountMinor: z.number().int() }),
  failed: z.object({ count: z.number().int(), amountMinor: z.number().int() }),
  refunded: z.object({ count: z.number().int(), amountMinor: z.number().int() }),
});

export const adminPaymentsDto = z.object({
  summary: z.array(adminPaymentsSummaryDto),
  items: z.array(adminPaymentDto),
});
export type AdminPaymentsDto = z.infer<typeof adminPaymentsDto>;

export const recheckPaymentDto = z.object({
  before: z.string(),
  after: z.string(),
  orderId: z.string().nullable(),
  /** What the provider said, in words for the admin (e.g. "not paid yet", "paid: order placed"). */
  outcome: z.enum(['placed', 'not_paid', 'declined', 'refunded', 'unchanged', 'provider_unavailable']),
});
export type RecheckPaymentDto = z.infer<typeof recheckPaymentDto>;

/** An operator paid a buyer back by hand (M-Pesa, MoMo, bank): the amount in minor units and that payment's reference. */
export const recordManualRefundInput = z.object({
  currency: z.string().regex(/^[A-Z]{3}$/, contractMessage('payments.form.currencyInvalid')),
  amountMinor: z.number().int().positive(),
  reference: z
    .string()
    .trim()
    .min(3)
    .max(60)
    .regex(/^[\w./-]+$/),
});

export const refundsOwedDto = z.object({
  items: z.array(
    z.object({
      orderId: z.string(),
      buyerName: z.string(),
      buyerEmail: z.string(),
      buyerPhone: z.string(),
      rail: z.string(),
      /** Paid back by hand (M-Pesa, MoMo, bank transfer) rather than retried through the rail. */
      manual: z.boolean(),
      currency: z.string(),
      outstandingMinor: z.number().int(),
      since: z.string(),
    }),
  ),
});
export type RefundsOwedDto = z.infer<typeof refundsOwedDto>;
