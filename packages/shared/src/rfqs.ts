/**
 * Buying requests (RFQs, issue 22, decision 027): a buyer posts what they need once; vendors with products in its
 * category answer with quotes (offers with an `rfqId`), compared side by side; the accepted one goes to the cart.
 */
import { z } from 'zod';
import { priceString } from './catalog.ts';
import { CATEGORY_IDS, CURRENCIES, UNITS } from './constants.ts';
import { contractMessage } from './error-messages.ts';
import { numberInput } from './number-input.ts';
import { attachmentDto, MESSAGE_LIMITS } from './messaging.ts';
import { INCOTERMS, offerDto, offerInput } from './offers.ts';
import { vendorReliabilityDto } from './reliability.ts';
import { multiLineText, singleLineText } from './text.ts';

export const RFQ_STATUSES = ['OPEN', 'CLOSED', 'AWARDED'] as const;
export type RfqStatus = (typeof RFQ_STATUSES)[number];

export const RFQ_LIMITS = {
  /** Quotes a vendor may send to buying requests in a calendar month (UTC). */
  quotesPerVendorPerMonth: 20,
  /** The closing date is at most this many days ahead. */
  maxOpenDays: 60,
  maxCertifications: 10,
  /** Open requests a buyer may have at once. */
  openPerBuyer: 20,
  /** Matching vendors notified of a new request (verified first, then by reliability). */
  vendorsNotified: 50,
} as const;

export const rfqInput = z.object({
  /** What is wanted, in the buyer's words ("Dried split ginger, grade A"). */
  product: singleLineText()
    .min(3, contractMessage('rfqs.form.productRequired'))
    .max(140, contractMessage('rfqs.form.productMax')),
  category: z.enum(CATEGORY_IDS, contractMessage('rfqs.form.categoryRequired')),
  quantity: numberInput('offers.form.quantityRequired', (n) =>
    n
      .int(contractMessage('offers.form.quantityWhole'))
      .min(1, contractMessage('offers.form.quantityMin'))
      .max(100_000_000),
  ),
  unit: z.enum(UNITS, contractMessage('messaging.form.unitRequired')),
  /** Optional target price per unit, in `currency`. */
  targetUnitPrice: z
    .union([z.literal(''), priceString])
    .optional()
    .default(''),
  currency: z.enum(CURRENCIES, contractMessage('offers.form.currencyRequired')),
  destinationCountry: singleLineText().min(2, contractMessage('messaging.form.destinationRequired')).max(80),
  incoterm: z.enum(INCOTERMS, contractMessage('offers.form.incotermRequired')),
  neededBy: z
    .union([z.literal(''), z.iso.date(contractMessage('messaging.form.dateRequired'))])
    .optional()
    .default(''),
  certifications: z
    .array(singleLineText().min(1).max(60))
    .max(RFQ_LIMITS.maxCertifications, contractMessage('rfqs.form.certificationsMax'))
    .optional()
    .default([]),
  /** Only verified suppliers may quote. */
  verifiedOnly: z.boolean().optional().default(false),
  details: multiLineText().max(2000).optional().default(''),
  /** Files uploaded first (POST /api/messaging/attachments): specifications, drawings; private to the request's readers. */
  attachmentIds: z
    .array(z.uuid())
    .max(MESSAGE_LIMITS.maxAttachments, contractMessage('messaging.form.attachmentsMax'))
    .optional()
    .default([]),
  /** Last day quotes are taken (the request closes at the end of that day, UTC). */
  closesOn: z.iso.date(contractMessage('rfqs.form.closesOnRequired')),
});
export type RfqInput = z.input<typeof rfqInput>;

/** A vendor's answer: one of their products in the request's category, and the quote's terms. */
export const rfqQuoteInput = offerInput.extend({
  productId: z.uuid(contractMessage('rfqs.form.quoteProductRequired')),
});
export type RfqQuoteInput = z.input<typeof rfqQuoteInput>;

export const shortlistInput = z.object({ shortlisted: z.boolean() });

export const repostInput = z.object({ closesOn: z.iso.date(contractMessage('rfqs.form.closesOnRequired')) });

export const rfqDto = z.object({
  id: z.string(),
  buyerId: z.string(),
  product: z.string(),
  category: z.enum(CATEGORY_IDS),
  quantity: z.number().int(),
  unit: z.string(),
  targetUnitPriceCents: z.number().int().nullable(),
  currency: z.string(),
  destinationCountry: z.string(),
  incoterm: z.enum(INCOTERMS),
  neededBy: z.string().nullable(),
  certifications: z.array(z.string()),
  verifiedOnly: z.boolean(),
  details: z.string(),
  /** Its files; each `url` is GET /api/rfqs/:id/attachments/:attachmentId. */
  attachments: z.array(attachmentDto),
  closesOn: z.string(),
  /** OPEN until the closing day ends; CLOSED (by the buyer or the date) or AWARDED (a quote accepted). */
  status: z.enum(RFQ_STATUSES),
  awardedOfferId: z.string().nullable(),
  /** Live quotes (sent or accepted). */
  quoteCount: z.number().int(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
});
export type RfqDto = z.infer<typeof rfqDto>;

/** A quote as the buyer compares it: the offer, its vendor's standing, and the landed price per unit. */
export const rfqQuoteDto = z.object({
  offer: offerDto,
  vendorName: z.string(),
  vendorCountry: z.string(),
  vendorVerified: z.boolean(),
  reliability: vendorReliabilityDto,
  /** (unit price x quantity + shipping estimate) / quantity, rounded up, in the quote's currency's minor units. */
  landedUnitCents: z.number().int(),
  /** The buyer shortlisted it (shown to the buyer only). */
  shortlisted: z.boolean(),
  /** The same in US cents at the rates in force: what quotes in different currencies are compared (and sorted) by. */
  landedUnitUsdCents: z.number().int(),
});
export type RfqQuoteDto = z.infer<typeof rfqQuoteDto>;

export const rfqDetailDto = z.object({
  rfq: rfqDto,
  /** buyer: every quote, live ones first, cheapest landed price (in USD) first; vendor: their own quote only. */
  role: z.enum(['buyer', 'vendor', 'admin']),
  quotes: z.array(rfqQuoteDto),
});
export type RfqDetailDto = z.infer<typeof rfqDetailDto>;

export const rfqListDto = z.object({ items: z.array(rfqDto) });
export type RfqListDto = z.infer<typeof rfqListDto>;

/** The vendor's "Buying requests" tab: open requests in their categories, with their own live quote if any. */
export const vendorRfqListDto = z.object({
  items: z.array(rfqDto.extend({ myQuote: offerDto.nullable() })),
  quota: z.object({ used: z.number().int(), limit: z.number().int() }),
});
export type VendorRfqListDto = z.infer<typeof vendorRfqListDto>;

/** The window of the vendor's conversion figures, in days. */
export const RFQ_FIGURES_DAYS = 90;

/** The vendor overview's conversion figures (issue 22): rates are null when there is nothing to divide by. */
export const rfqFiguresDto = z.object({
  days: z.number().int(),
  /** Buying requests the vendor was told of (matched). */
  matched: z.number().int(),
  quoted: z.number().int(),
  accepted: z.number().int(),
  ordered: z.number().int(),
  /** quoted / matched */
  requestToQuote: z.number().nullable(),
  /** ordered / quoted */
  quoteToOrder: z.number().nullable(),
});
export type RfqFiguresDto = z.infer<typeof rfqFiguresDto>;

/** (unit x quantity + shipping) / quantity, rounded up to a whole minor unit. */
export function landedUnitCents(unitPriceCents: number, quantity: number, shippingCents: number | null): number {
  if (quantity <= 0) return unitPriceCents;
  return Math.ceil((unitPriceCents * quantity + (shippingCents ?? 0)) / quantity);
}

/** The status a reader sees: an OPEN request whose closing day has ended is closed. */
export function effectiveRfqStatus(status: RfqStatus, closesOn: string, now: Date): RfqStatus {
  return status === 'OPEN' && now.getTime() > new Date(`${closesOn}T23:59:59.999Z`).getTime() ? 'CLOSED' : status;
}
