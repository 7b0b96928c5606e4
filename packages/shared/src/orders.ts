/** Checkout and order contracts. */
import { z } from 'zod';
import { addressProblems, COUNTRY_NAMES } from './countries.ts';
import { emailSchema, phoneSchema } from './auth.ts';
import { contractMessage } from './error-messages.ts';
import { VENDOR_SHIPPING_METHODS } from './checkout-shipping.ts';
import { disputeEligibilityDto } from './disputes.ts';
import { PAYMENT_RAILS } from './payments.ts';
import { letterOfCreditDto } from './letters-of-credit.ts';
import { BALANCE_STATUSES, PAYMENT_PLAN_IDS, TIMELINE_STEPS } from './payment-plans.ts';
import { multiLineText, singleLine, singleLineText } from './text.ts';

export const contactInfoSchema = z.object({
  name: singleLineText().min(1, contractMessage('orders.form.nameRequired')).max(120),
  email: emailSchema,
  phone: phoneSchema,
  company: singleLineText().max(160).optional().default(''),
});

/**
 * A delivery address anywhere: the country from the one list, then its own rules (Google's address data) for the postal
 * code (many African countries have none), the region and the city.
 */
export const shippingAddressSchema = z
  .object({
    address: singleLineText().min(1, contractMessage('orders.form.addressRequired')).max(200),
    city: singleLineText().max(100),
    region: singleLineText().max(100).optional().default(''),
    country: z.enum(COUNTRY_NAMES, contractMessage('orders.form.countryRequired')),
    postalCode: singleLineText().max(20).optional().default(''),
  })
  .superRefine((value, ctx) => {
    for (const [field, problem] of Object.entries(addressProblems(value))) {
      ctx.addIssue({ code: 'custom', path: [field], ...contractMessage(`orders.form.${problem}`) });
    }
  });

/**
 * The stored buyer details and address as answered (plain strings: the input rules above are checked when they are
 * given, and a response must not fail on text stored before a rule was added).
 */
const contactInfoDto = z.object({ name: z.string(), email: z.string(), phone: z.string(), company: z.string() });
const shippingAddressDto = z.object({
  address: z.string(),
  city: z.string(),
  region: z.string().default(''),
  country: z.string(),
  postalCode: z.string(),
});

/** A vendor order's plan and its balance, as the order pages show them (amounts in USD cents). */
export const vendorOrderPlanDto = z.object({
  id: z.enum(PAYMENT_PLAN_IDS),
  depositPct: z.number().int(),
  depositKeptIfBalanceUnpaid: z.boolean(),
  balanceStatus: z.enum(BALANCE_STATUSES),
  /** The goods' deposit paid at order (USD cents); the buyer fee was paid with it. */
  depositCents: z.number().int(),
  /** The balance: the rest of the goods and the shipping (USD cents; 0 for plans paid in full). */
  balanceCents: z.number().int(),
  /** The balance in the currency the order was paid in (its minor units), which the balance is paid in too. */
  balance: z.object({ currency: z.string(), amountMinor: z.number().int() }),
  balanceRequestedAt: z.string().nullable(),
  balancePaidAt: z.string().nullable(),
  /** From this moment the vendor may cancel an unpaid balance (requested + BALANCE_UNPAID_DAYS). */
  balanceOverdueAt: z.string().nullable(),
  /** What the plan releases to the vendor when the goods ship (PaymentPlan.releasedAtShipment). */
  releasedAtShipment: z.enum(['NONE', 'DEPOSIT', 'GOODS']),
  /** The goods' value released to the vendor early so far (USD cents, before the seller fee; 0 before). */
  releasedCents: z.number().int(),
  /** When that early release happened: the vendor showed production started, or the goods shipped. */
  releasedAt: z.enum(['PRODUCTION', 'SHIPMENT']).nullable(),
  /** The deposit may be released when production starts (PaymentPlan.depositAtProductionStart). */
  depositAtProductionStart: z.boolean(),
  /** When the vendor said production started, and the photos they sent (GET .../production-photos/:photoId). */
  productionStartedAt: z.string().nullable(),
  productionPhotos: z.array(z.object({ id: z.string(), width: z.number().int(), height: z.number().int() })),
});
export type VendorOrderPlanDto = z.infer<typeof vendorOrderPlanDto>;

/** One step of a vendor order's money and goods, oldest first (TIMELINE_STEPS, payment-plans.ts). */
export const timelineStepDto = z.object({ step: z.enum(TIMELINE_STEPS), at: z.string() });
export type TimelineStepDto = z.infer<typeof timelineStepDto>;

export const checkoutRequest = z.object({
  contact: contactInfoSchema,
  shipping: shippingAddressSchema,
  /** One per checkout attempt, made by the browser: a double click or a retry starts the same payment. */
  idempotencyKey: z.string().min(8).max(100).check(singleLine),
  /** How the buyer pays (default: the first configured card/wallet rail). */
  rail: z.enum(PAYMENT_RAILS).optional(),
  /** The locked-rate quote of a rail that charges in another currency than USD (POST /api/checkout/quote). */
  quoteId: z.uuid().optional(),
  /** The mobile-money number that pays, for rails that need one (M-Pesa: a Kenyan number, 07... or 2547...). */
  payerPhone: z.string().trim().max(20).check(singleLine).optional(),
});
export type CheckoutRequest = z.input<typeof checkoutRequest>;

export const checkoutResponse = z.object({
  checkoutId: z.string(),
  providerOrderId: z.string(),
  approveUrl: z.string(),
  subtotalCents: z.number().int(),
  /** Shipping of every vendor's part, paid into escrow with the goods (issue 17). */
  shippingCents: z.number().int(),
  feeCents: z.number().int(),
  totalCents: z.number().int(),
  /**
   * Payment plans (issue 18): the balances asked later, before shipment (USD cents); what is charged now is
   * totalCents minus this (the deposits and the fee).
   */
  laterCents: z.number().int().default(0),
  /** What the rail charges now: currency and minor units (USD and the amount due now for USD rails). */
  chargeCurrency: z.string(),
  chargeMinor: z.number().int(),
});
export type CheckoutResponse = z.infer<typeof checkoutResponse>;

/**
 * POST /orders/vendor-orders/:id/balance/checkout: the buyer pays a vendor order's balance once it is due, through a
 * rail that charges the currency the order was paid in (the amount fixed by the server at the order's locked rate).
 */
export const balanceCheckoutRequest = z.object({
  idempotencyKey: z.string().min(8).max(100).check(singleLine),
  rail: z.enum(PAYMENT_RAILS).optional(),
  payerPhone: z.string().trim().max(20).check(singleLine).optional(),
});
export type BalanceCheckoutRequest = z.input<typeof balanceCheckoutRequest>;

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
  /** What the buyer paid for this part's shipping (USD cents), held in escrow and released with the goods. */
  shippingCents: z.number().int(),
  /** How it ships, as quoted at checkout (null: orders placed before shipping was charged). */
  shippingMethod: z.enum(VENDOR_SHIPPING_METHODS).nullable(),
  /** The carrier service quoted ("DHL Express Worldwide"), when part of it ships by carrier. */
  shippingService: z.string().nullable(),
  /** Labels bought through the platform for this part (USD cents): taken from the shipping money at release. */
  labelCostCents: z.number().int(),
  items: z.array(orderItemDto),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
  /** End of the 7-day inspection window after delivery; escrow is released then unless a dispute is open. */
  inspectionEndsAt: z.string().nullable(),
  /** A dispute is open on this part: escrow frozen, no confirmation of receipt (disputes module). */
  disputeOpen: z.boolean().optional(),
  /** On the buyer's orders (GET /orders, /orders/:id): may a dispute be opened now, else why not (disputes module). */
  disputeEligibility: disputeEligibilityDto.optional(),
  /**
   * Ship-by guarantee (issue 18): the date by which a carrier must have the goods (null: older orders the backfill
   * could not date), and whether the buyer cancelled it for lateness.
   */
  shipBy: z.string().nullable(),
  cancelledLate: z.boolean(),
  /**
   * On the buyer's orders: may the buyer cancel it now under the guarantee (ship-by passed, no carrier event, money
   * held, no dispute), else why not.
   */
  lateCancel: z
    .object({
      allowed: z.boolean(),
      reason: z.enum(['NOT_LATE', 'CARRIER_EVENT', 'STATUS', 'ESCROW', 'DISPUTE', 'NO_DATE', 'BALANCE_DUE']).nullable(),
    })
    .optional(),
  /** The payment plan of this part and its balance (issue 18). */
  plan: vendorOrderPlanDto,
  /** What happened to this part's money and goods, oldest first (issue 18). */
  timeline: z.array(timelineStepDto),
  buyer: z.object({ name: z.string(), company: z.string(), country: z.string() }),
  shippingAddress: shippingAddressDto,
  /**
   * Paid in another currency than USD (issue 16): escrow holds this part in that currency, in its minor units
   * (goods and buyer fee); null for USD.
   */
  settlement: z
    .object({
      currency: z.string(),
      subtotalMinor: z.number().int(),
      shippingMinor: z.number().int(),
      buyerFeeMinor: z.number().int(),
    })
    .nullable(),
});
export type VendorOrderDto = z.infer<typeof vendorOrderDto>;

/**
 * POST /orders/vendor-orders/:id/confirm-receipt. Before any carrier delivery event (the part is SHIPPED, not
 * DELIVERED) the buyer must state that the goods are in hand: `goodsInHand: true`, else GOODS_IN_HAND_REQUIRED.
 */
export const confirmReceiptRequest = z.object({ goodsInHand: z.boolean().optional() });

export const orderDto = z.object({
  id: z.string(),
  createdAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  currency: z.string(),
  subtotalCents: z.number().int(),
  shippingCents: z.number().int(),
  feeCents: z.number().int(),
  totalCents: z.number().int(),
  buyerInfo: contactInfoDto,
  shippingAddress: shippingAddressDto,
  transactionId: z.string(),
  /** The rail that took the money (sandbox, paypal, paystack, mpesa, bank_transfer). */
  paymentProvider: z.string(),
  /** What the buyer was charged, in the currency the rail charged (the USD total for USD rails). */
  charged: z.object({ currency: z.string(), amountMinor: z.number().int() }),
  /** Paid by the issuing bank under a letter of credit an admin verified (issue 18): the bank is the payer. */
  paidUnderLetterOfCredit: z.object({ issuingBank: z.string(), lcNumber: z.string() }).nullable(),
  /**
   * Refunds from the ledger, per currency: what is owed back, what the provider paid back (with its refund reference)
   * and what is still outstanding (a provider that failed, or M-Pesa/MoMo refunds paid by hand).
   */
  refunds: z.array(
    z.object({
      currency: z.string(),
      totalMinor: z.number().int(),
      paid: z.array(z.object({ reference: z.string(), amountMinor: z.number().int(), at: z.string() })),
      outstandingMinor: z.number().int(),
    }),
  ),
  vendorOrders: z.array(vendorOrderDto),
});
export type OrderDto = z.infer<typeof orderDto>;

export const buyerStatsDto = z.object({
  totalOrders: z.number().int(),
  activeOrders: z.number().int(),
  totalSpentCents: z.number().int(),
  inEscrowCents: z.number().int(),
});

export const vendorBalanceDto = z.object({
  heldCents: z.number().int(),
  availableCents: z.number().int(),
  paidOutCents: z.number().int(),
});

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
  /** Shipping of every vendor's part, quoted for the address given (issue 17). */
  shippingCents: z.number().int(),
  feeCents: z.number().int().nullable(),
  totalCents: z.number().int().nullable(),
  lines: z.array(
    z.object({
      productId: z.string(),
      vendorId: z.string(),
      vendorName: z.string(),
      name: z.string(),
      imageUrl: z.string().nullable(),
      unit: z.string(),
      currency: z.string(),
      unitPriceCents: z.number().int(),
      quantity: z.number().int(),
      lineTotalCents: z.number().int(),
      lineTotalUsdCents: z.number().int(),
    }),
  ),
  contact: contactInfoDto,
  note: z.string().nullable(),
  orderId: z.string().nullable(),
  createdAt: z.string(),
  /** 'quote': asked the team for a fee; 'proforma': fee from the tier table, issued at checkout (issue 25). */
  source: z.enum(['quote', 'proforma']),
  /** The unpaid pro-forma expires then (stock reserved for it is released). */
  expiresAt: z.string().nullable(),
  /** The transfer an admin recorded. */
  transfer: z.object({ amountCents: z.number().int(), bankReference: z.string(), receivedOn: z.string() }).nullable(),
  /** Some of its products are sold on letter-of-credit terms: the buyer may pay it under an LC (issue 18). */
  letterOfCreditAllowed: z.boolean(),
  /** The latest letter of credit the buyer sent for it (a rejected one until they send another). */
  letterOfCredit: letterOfCreditDto.nullable(),
});
export type QuoteDto = z.infer<typeof quoteDto>;

/** The platform's collection account the buyer transfers to (environment config; TEST MODE in the sandbox). */
export const bankAccountDto = z.object({
  accountName: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  swift: z.string(),
  iban: z.string(),
  address: z.string(),
  testMode: z.boolean(),
});
export type BankAccountDto = z.infer<typeof bankAccountDto>;

/**
 * Checkout by bank transfer (issue 25): the same details as a card checkout. The server prices the cart, reserves the
 * stock and issues a pro-forma invoice with a unique payment reference; the order is placed when the transfer arrives.
 */
export const bankTransferCheckoutRequest = checkoutRequest;

export const proformaDto = quoteDto.extend({
  /** The tier rate the fee was computed at (null for a fee an admin set on a quote). */
  rateBps: z.number().int().nullable(),
  stockReserved: z.boolean(),
  bank: bankAccountDto,
});
export type ProformaDto = z.infer<typeof proformaDto>;

/** An admin records a bank transfer received for a pro-forma (amount in USD, the bank's reference, value date). */
export const recordTransferInput = z.object({
  amount: z
    .string()
    .trim()
    .regex(/^\d{1,9}(\.\d{1,2})?$/, contractMessage('orders.form.transferAmount')),
  bankReference: singleLineText().min(3, contractMessage('orders.form.bankReference')).max(80),
  receivedOn: z.iso.date(contractMessage('orders.form.receivedOn')),
});
export type RecordTransferInput = z.input<typeof recordTransferInput>;

export const recordTransferResponse = z.object({
  orderId: z.string(),
  /** The same transfer was already recorded: nothing new was held. */
  duplicate: z.boolean(),
  /** Received above the total due: to be returned to the buyer. */
  excessCents: z.number().int(),
});
export type RecordTransferResponse = z.infer<typeof recordTransferResponse>;
