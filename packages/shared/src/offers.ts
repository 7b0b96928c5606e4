/** A vendor's quote ("offer" in code) sent in a conversation; an accepted one becomes a cart line at its price. */
import { z } from 'zod';
import { CURRENCIES } from './constants.ts';
import { priceString } from './catalog.ts';
import { contractMessage } from './error-messages.ts';
import { numberInput } from './number-input.ts';
import { PAYMENT_PLAN_IDS } from './payment-plans.ts';
import { multiLineText } from './text.ts';

export const OFFER_STATUSES = ['SENT', 'ACCEPTED', 'REJECTED', 'EXPIRED', 'SUPERSEDED'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

export const INCOTERMS = ['EXW', 'FCA', 'FAS', 'FOB', 'CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP'] as const;
export type Incoterm = (typeof INCOTERMS)[number];

export const offerInput = z.object({
  unitPrice: priceString,
  currency: z.enum(CURRENCIES, contractMessage('offers.form.currencyRequired')),
  quantity: numberInput('offers.form.quantityRequired', (n) =>
    n
      .int(contractMessage('offers.form.quantityWhole'))
      .min(1, contractMessage('offers.form.quantityMin'))
      .max(100_000_000),
  ),
  leadTimeDays: numberInput('offers.form.leadTimeRequired', (n) =>
    n.int(contractMessage('offers.form.leadTimeWhole')).min(0).max(365, contractMessage('offers.form.leadTimeMax')),
  ),
  incoterm: z.enum(INCOTERMS, contractMessage('offers.form.incotermRequired')),
  /** The payment plan agreed in the quote (issue 18); absent: the product's own terms. */
  paymentTerms: z.enum(PAYMENT_PLAN_IDS).optional(),
  shippingEstimate: z
    .union([z.literal(''), z.literal('0'), priceString])
    .optional()
    .default(''),
  /** Last day the quote can be accepted (valid until the end of that day, UTC). */
  validUntil: z.iso.date(contractMessage('offers.form.validUntilRequired')),
  note: multiLineText().max(2000).optional().default(''),
});
export type OfferInput = z.input<typeof offerInput>;

export const offerDto = z.object({
  id: z.string(),
  conversationId: z.string(),
  /** Set when the quote answers a buying request (rfqs.ts): it is accepted on the request's page. */
  rfqId: z.string().nullable(),
  productId: z.string(),
  productName: z.string(),
  vendorId: z.string(),
  buyerId: z.string(),
  unit: z.string(),
  unitPrice: z.string(),
  unitPriceCents: z.number().int(),
  currency: z.string(),
  quantity: z.number().int(),
  totalCents: z.number().int(),
  leadTimeDays: z.number().int(),
  incoterm: z.enum(INCOTERMS),
  /** The payment plan of the quote: its cart line is paid by it (issue 18). */
  paymentTerms: z.enum(PAYMENT_PLAN_IDS),
  shippingEstimateCents: z.number().int().nullable(),
  validUntil: z.string(),
  note: z.string(),
  status: z.enum(OFFER_STATUSES),
  /** Set once an order was placed at this price. */
  orderId: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type OfferDto = z.infer<typeof offerDto>;

export const offerListDto = z.object({ items: z.array(offerDto) });
