/** Shipping contracts (spec 3.8 and 7.3): same paths and field names as the spec's shipping service. */
import { z } from 'zod';
import { CUSTOMS_CURRENCIES } from './constants.ts';
import { contractMessage, type ErrorMessageKey } from './error-messages.ts';
import { numberInput } from './number-input.ts';
import { multiLineText, singleLine, singleLineText } from './text.ts';

const req = (key: ErrorMessageKey) => singleLineText(contractMessage(key)).min(1, contractMessage(key)).max(200);
const optionalLine = (max: number) => singleLineText().max(max).optional().default('');
const country = z.string().trim().regex(/^[A-Z]{2}$/, contractMessage('shipping.form.countryCode'));

export const addressFrom = z.object({ name: req('shipping.form.senderNameRequired'), street1: req('shipping.form.senderStreetRequired'), city: req('shipping.form.senderCityRequired'), zip: req('shipping.form.senderZipRequired'), country: country.default('NG'), phone: optionalLine(40) });
export const addressTo = z.object({ name: req('shipping.form.recipientNameRequired'), street1: req('shipping.form.recipientStreetRequired'), city: req('shipping.form.recipientCityRequired'), state: optionalLine(100), zip: req('shipping.form.recipientZipRequired'), country: country.default('US'), phone: optionalLine(40) });

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

export const customsSchema = z.object({
  description: multiLineText().max(300).optional().default(''),
  hs_code: z.string().trim().regex(/^$|^\d{4,10}$/, contractMessage('shipping.form.hsCode')).optional().default(''),
  value_amount: z.coerce.number().min(0).default(0),
  value_currency: z.enum(CUSTOMS_CURRENCIES).default('USD'),
  origin_country: country.default('NG'),
  incoterms: z.enum(['DDP', 'DAP', 'FOB', 'CIF', 'EXW']).default('DDP'),
});

export const createShipmentRequest = z.object({
  orderId: z.uuid(contractMessage('shipping.form.chooseOrder')),
  /** The vendor order being shipped (the spec's sellerId is the caller; the vendor order says which part). */
  vendorOrderId: z.uuid(contractMessage('shipping.form.chooseOrder')),
  address_from: addressFrom,
  address_to: addressTo,
  parcel: parcelSchema,
  customs: customsSchema.optional(),
});
export type CreateShipmentRequest = z.input<typeof createShipmentRequest>;

export const rateDto = z.object({ rate_id: z.string(), carrier: z.string(), service: z.string(), eta: z.string().optional(), estimated_days: z.number().int(), currency: z.string(), amount: z.string() });
export const createShipmentResponse = z.object({ shipment_id: z.string(), rates: z.array(rateDto) });
export const buyLabelRequest = z.object({ rate_id: z.string().min(1, contractMessage('shipping.form.selectRate')).check(singleLine), label_file_type: z.literal('PDF').default('PDF') });
export const buyLabelResponse = z.object({ tracking_number: z.string(), carrier: z.string(), label_url: z.string() });

export const SHIPMENT_STATUSES = ['PENDING_LABEL', 'LABEL_READY', 'IN_TRANSIT', 'DELIVERED', 'EXCEPTION'] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

export const trackingEventDto = z.object({
  id: z.string(),
  event_desc: z.string(),
  event_time: z.string(),
  status: z.enum(SHIPMENT_STATUSES),
  location: z.object({ city: z.string(), country: z.string() }),
  /** event_desc was written by the platform (label bought, a carrier event without text), in English: show your own words for `status`. */
  generated: z.boolean(),
});
export const trackingByShipmentResponse = z.object({ tracking: z.object({ tracking_number: z.string().nullable(), carrier: z.string().nullable(), status: z.enum(SHIPMENT_STATUSES) }), events: z.array(trackingEventDto) });
export const trackingByOrderResponse = z.object({
  shipments: z.array(z.object({ shipment: z.object({ id: z.string(), vendor_order_id: z.string(), status: z.enum(SHIPMENT_STATUSES), tracking_number: z.string().nullable(), carrier: z.string().nullable(), created_at: z.string() }), events: z.array(trackingEventDto) })),
});

export const trackingEventInput = z.object({
  status: z.enum(SHIPMENT_STATUSES),
  description: multiLineText().min(1).max(300),
  city: singleLineText().max(100).default(''),
  country: singleLineText().max(100).default(''),
  occurredAt: z.iso.datetime({ offset: true }),
});

/** Volumetric divisor (cm, kg): L x W x H / 5000. */
export const VOLUMETRIC_DIVISOR = 5000;
