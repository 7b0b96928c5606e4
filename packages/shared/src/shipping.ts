/** Shipping contracts (spec 3.8 and 7.3): same paths and field names as the spec's shipping service. */
import { z } from 'zod';
import { CURRENCIES } from './constants.ts';
import { findCountry } from './countries.ts';
import { contractMessage, type ErrorMessageKey } from './error-messages.ts';
import { numberInput } from './number-input.ts';
import { INCOTERMS } from './offers.ts';
import { multiLineText, singleLine, singleLineText } from './text.ts';

const req = (key: ErrorMessageKey) => singleLineText(contractMessage(key)).min(1, contractMessage(key)).max(200);
const optionalLine = (max: number) => singleLineText().max(max).optional().default('');
const country = z
  .string()
  .trim()
  .regex(/^[A-Z]{2}$/, contractMessage('shipping.form.countryCode'));

/**
 * Whether a shipment address in this country (ISO code) needs a postal code: by the country's rule (Ghana has none,
 * Nigeria's is optional); a country not known, or not given, needs one.
 */
export function postalCodeRequired(countryCode: string | null | undefined): boolean {
  return (findCountry(countryCode)?.postal ?? 'required') === 'required';
}

/** A postal code, blank unless the address's country asks for one (checked here when the country is given). */
const zip = (key: ErrorMessageKey) => singleLineText(contractMessage(key)).max(200).optional().default('');
const zipByCountry =
  (key: ErrorMessageKey) =>
  (a: { zip: string; country?: string | undefined }, ctx: z.RefinementCtx): void => {
    if (a.zip === '' && a.country !== undefined && postalCodeRequired(a.country))
      ctx.addIssue({ code: 'custom', path: ['zip'], ...contractMessage(key) });
  };

/**
 * The sender. A missing country is the vendor's business country (never a fixed one); the whole address may be left out
 * when the vendor's business profile holds it. The postal code follows the country's rule.
 */
export const addressFrom = z
  .object({
    name: req('shipping.form.senderNameRequired'),
    street1: req('shipping.form.senderStreetRequired'),
    city: req('shipping.form.senderCityRequired'),
    zip: zip('shipping.form.senderZipRequired'),
    country: country.optional(),
    phone: optionalLine(40),
  })
  .superRefine(zipByCountry('shipping.form.senderZipRequired'));
/** The recipient. Left out, it is the order's shipping address; a missing country is the order's. */
export const addressTo = z
  .object({
    name: req('shipping.form.recipientNameRequired'),
    street1: req('shipping.form.recipientStreetRequired'),
    city: req('shipping.form.recipientCityRequired'),
    state: optionalLine(100),
    zip: zip('shipping.form.recipientZipRequired'),
    country: country.optional(),
    phone: optionalLine(40),
  })
  .superRefine(zipByCountry('shipping.form.recipientZipRequired'));

const positive = (required: ErrorMessageKey, greaterThanZero: ErrorMessageKey) =>
  numberInput(required, (n) => n.positive(contractMessage(greaterThanZero)).max(100000));

export const parcelSchema = z.object({
  length: positive('shipping.form.lengthRequired', 'shipping.form.lengthPositive'),
  width: positive('shipping.form.widthRequired', 'shipping.form.widthPositive'),
  height: positive('shipping.form.heightRequired', 'shipping.form.heightPositive'),
  distance_unit: z.enum(['cm', 'in']).default('cm'),
  weight: positive('shipping.form.weightRequired', 'shipping.form.weightPositive'),
  mass_unit: z.enum(['kg', 'lb']).default('kg'),
});

/** A declared value: a decimal amount ("1250", "1250.5", "1250.50") or a JSON number, at most 2 decimals. */
const declaredAmount = z
  .union([z.number(), z.string()], contractMessage('shipping.form.valueFormat'))
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(/^\d{1,10}(\.\d{1,2})?$/, contractMessage('shipping.form.valueFormat')));

/**
 * The customs declaration. Whatever is left out takes the order's values: the goods' value of the order lines shipped
 * in the order currency, the Incoterm agreed on the accepted quote (else FCA), the sender's country as origin. A value
 * of 0 is refused unless the goods are samples without commercial value.
 */
export const customsSchema = z
  .object({
    description: multiLineText().max(300).optional().default(''),
    hs_code: z
      .string()
      .trim()
      .regex(/^$|^\d{4,10}$/, contractMessage('shipping.form.hsCode'))
      .optional()
      .default(''),
    value_amount: declaredAmount.optional(),
    value_currency: z.enum(CURRENCIES, contractMessage('shipping.form.currency')).optional(),
    origin_country: country.optional(),
    incoterms: z.enum(INCOTERMS, contractMessage('shipping.form.incoterms')).optional(),
    /** Samples without commercial value: the only goods that may be declared at 0. */
    samples: z.boolean().optional().default(false),
  })
  .superRefine((c, ctx) => {
    if (c.value_amount !== undefined && Number(c.value_amount) === 0 && !c.samples) {
      ctx.addIssue({ code: 'custom', path: ['value_amount'], ...contractMessage('shipping.form.valueZero') });
    }
  });

export const createShipmentRequest = z.object({
  orderId: z.uuid(contractMessage('shipping.form.chooseOrder')),
  /** The vendor order being shipped (the spec's sellerId is the caller; the vendor order says which part). */
  vendorOrderId: z.uuid(contractMessage('shipping.form.chooseOrder')),
  address_from: addressFrom.optional(),
  address_to: addressTo.optional(),
  parcel: parcelSchema,
  customs: customsSchema.optional(),
});
export type CreateShipmentRequest = z.input<typeof createShipmentRequest>;

export const rateDto = z.object({
  rate_id: z.string(),
  carrier: z.string(),
  service: z.string(),
  eta: z.string().optional(),
  estimated_days: z.number().int(),
  currency: z.string(),
  amount: z.string(),
});
/** A shipment's stored rates: when they were quoted, until when the carrier honours them (null: no end given). */
export const createShipmentResponse = z.object({
  shipment_id: z.string(),
  quoted_at: z.string(),
  expires_at: z.string().nullable(),
  expired: z.boolean(),
  rates: z.array(rateDto),
});
export const shipmentRatesResponse = createShipmentResponse;
export const cancelShipmentResponse = z.object({ shipment_id: z.string(), status: z.literal('CANCELLED') });
export const buyLabelRequest = z.object({
  rate_id: z.string().min(1, contractMessage('shipping.form.selectRate')).check(singleLine),
  label_file_type: z.literal('PDF').default('PDF'),
});
export const buyLabelResponse = z.object({ tracking_number: z.string(), carrier: z.string(), label_url: z.string() });

/** PENDING_LABEL is a draft (rates quoted, no label); a draft can be CANCELLED by its vendor. */
export const SHIPMENT_STATUSES = [
  'PENDING_LABEL',
  'LABEL_READY',
  'IN_TRANSIT',
  'DELIVERED',
  'EXCEPTION',
  'CANCELLED',
] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];
/** Statuses of a shipment whose label was bought: the only shipments a buyer (or the public tracking page) sees. */
export const LABELLED_STATUSES = ['LABEL_READY', 'IN_TRANSIT', 'DELIVERED', 'EXCEPTION'] as const;
export type LabelledStatus = (typeof LABELLED_STATUSES)[number];
export function hasLabel(status: string): status is LabelledStatus {
  return (LABELLED_STATUSES as readonly string[]).includes(status);
}
/** What a carrier or an admin may report (a draft or a cancelled shipment gets no tracking events). */
export const TRACKING_EVENT_STATUSES = ['PENDING_LABEL', ...LABELLED_STATUSES] as const;

export const trackingEventDto = z.object({
  id: z.string(),
  event_desc: z.string(),
  event_time: z.string(),
  status: z.enum(SHIPMENT_STATUSES),
  location: z.object({ city: z.string(), country: z.string() }),
  /** event_desc was written by the platform (label bought, a carrier event without text), in English: show your own words for `status`. */
  generated: z.boolean(),
});
export const trackingByShipmentResponse = z.object({
  tracking: z.object({
    tracking_number: z.string().nullable(),
    carrier: z.string().nullable(),
    status: z.enum(SHIPMENT_STATUSES),
  }),
  events: z.array(trackingEventDto),
});
/** Public and the buyer's: shipments with a bought label only (drafts and cancelled shipments are never listed). */
export const trackingByOrderResponse = z.object({
  shipments: z.array(
    z.object({
      shipment: z.object({
        id: z.string(),
        vendor_order_id: z.string(),
        status: z.enum(LABELLED_STATUSES),
        tracking_number: z.string().nullable(),
        carrier: z.string().nullable(),
        created_at: z.string(),
      }),
      events: z.array(trackingEventDto),
    }),
  ),
});

export const trackingEventInput = z.object({
  status: z.enum(TRACKING_EVENT_STATUSES),
  description: multiLineText().min(1).max(300),
  city: singleLineText().max(100).default(''),
  country: singleLineText().max(100).default(''),
  occurredAt: z.iso.datetime({ offset: true }),
});

/** Volumetric divisor (cm, kg): L x W x H / 5000. */
export const VOLUMETRIC_DIVISOR = 5000;

const addressDto = z.object({
  name: z.string(),
  street1: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.string(),
  phone: z.string(),
});
export type ShipmentAddressDto = z.infer<typeof addressDto>;

/** A shipment of one of the vendor's orders; `draft` is set while its label is not bought (its stored quote). */
export const vendorShipmentDto = z.object({
  id: z.string(),
  status: z.enum(SHIPMENT_STATUSES),
  carrier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  label_url: z.string().nullable(),
  created_at: z.string(),
  draft: z
    .object({
      quoted_at: z.string(),
      expires_at: z.string().nullable(),
      expired: z.boolean(),
      /** The cheapest stored rate, to show what buying the label will cost. */
      cheapest: rateDto.nullable(),
      destination: z.object({ city: z.string(), country: z.string() }),
      weight_kg: z.string(),
    })
    .nullable(),
});

/** The customs declaration the form starts from: the order's goods value, its agreed Incoterm (else FCA). */
export const customsDefaultsDto = z.object({
  description: z.string(),
  value_amount: z.string(),
  value_currency: z.enum(CURRENCIES),
  origin_country: z.string(),
  incoterms: z.enum(INCOTERMS),
  /** Where the Incoterm comes from: the accepted quote of this order, or the platform's default (FCA). */
  incoterms_source: z.enum(['quote', 'default']),
});

export const shippableOrderDto = z.object({
  orderId: z.string(),
  vendorOrderId: z.string(),
  orderRef: z.string(),
  status: z.string(),
  createdAt: z.string(),
  buyerName: z.string(),
  /** A payment plan's balance is not paid yet (issue 18): no label can be bought until it is. */
  awaitingBalance: z.boolean(),
  items: z.array(z.object({ name: z.string(), quantity: z.number().int(), unit: z.string() })),
  addressFrom: addressDto.omit({ state: true }),
  addressTo: addressDto,
  customs: customsDefaultsDto,
  shipments: z.array(vendorShipmentDto),
});
/** GET /api/shipping/vendor-orders: the sender address from the vendor's business profile, and the orders to ship. */
export const shippableOrdersResponse = z.object({
  shipFrom: addressDto.omit({ state: true }),
  items: z.array(shippableOrderDto),
});
