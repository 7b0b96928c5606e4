/** Shipping contracts (spec 3.8 and 7.3): same paths and field names as the spec's shipping service. */
import { z } from 'zod';
import { CUSTOMS_CURRENCIES } from './constants.ts';

const req = (label: string) => z.string({ message: `${label} is required` }).trim().min(1, { message: `${label} is required` }).max(200);
const country = z.string().trim().regex(/^[A-Z]{2}$/, { message: 'Use a 2-letter country code such as NG' });

export const addressFrom = z.object({ name: req('Sender name'), street1: req('Sender street'), city: req('Sender city'), zip: req('Sender postal code'), country: country.default('NG'), phone: z.string().trim().max(40).optional().default('') });
export const addressTo = z.object({ name: req('Recipient name'), street1: req('Recipient street'), city: req('Recipient city'), state: z.string().trim().max(100).optional().default(''), zip: req('Recipient postal code'), country: country.default('US'), phone: z.string().trim().max(40).optional().default('') });

const positive = (label: string) => z.coerce.number({ message: `${label} is required` }).positive({ message: `${label} must be greater than 0` }).max(100000);

export const parcelSchema = z.object({
  length: positive('Length'),
  width: positive('Width'),
  height: positive('Height'),
  distance_unit: z.enum(['cm', 'in']).default('cm'),
  weight: positive('Weight'),
  mass_unit: z.enum(['kg', 'lb']).default('kg'),
});

export const customsSchema = z.object({
  description: z.string().trim().max(300).optional().default(''),
  hs_code: z.string().trim().regex(/^$|^\d{4,10}$/, { message: 'HS code is 4 to 10 digits' }).optional().default(''),
  value_amount: z.coerce.number().min(0).default(0),
  value_currency: z.enum(CUSTOMS_CURRENCIES).default('USD'),
  origin_country: country.default('NG'),
  incoterms: z.enum(['DDP', 'DAP', 'FOB', 'CIF', 'EXW']).default('DDP'),
});

export const createShipmentRequest = z.object({
  orderId: z.uuid({ message: 'Choose the order to ship' }),
  /** The vendor order being shipped (the spec's sellerId is the caller; the vendor order says which part). */
  vendorOrderId: z.uuid({ message: 'Choose the order to ship' }),
  address_from: addressFrom,
  address_to: addressTo,
  parcel: parcelSchema,
  customs: customsSchema.optional(),
});
export type CreateShipmentRequest = z.input<typeof createShipmentRequest>;

export const rateDto = z.object({ rate_id: z.string(), carrier: z.string(), service: z.string(), eta: z.string().optional(), estimated_days: z.number().int(), currency: z.string(), amount: z.string() });
export const createShipmentResponse = z.object({ shipment_id: z.string(), rates: z.array(rateDto) });
export const buyLabelRequest = z.object({ rate_id: z.string().min(1, { message: 'Select a rate' }), label_file_type: z.literal('PDF').default('PDF') });
export const buyLabelResponse = z.object({ tracking_number: z.string(), carrier: z.string(), label_url: z.string() });

export const SHIPMENT_STATUSES = ['PENDING_LABEL', 'LABEL_READY', 'IN_TRANSIT', 'DELIVERED', 'EXCEPTION'] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

export const trackingEventDto = z.object({ id: z.string(), event_desc: z.string(), event_time: z.string(), status: z.enum(SHIPMENT_STATUSES), location: z.object({ city: z.string(), country: z.string() }) });
export const trackingByShipmentResponse = z.object({ tracking: z.object({ tracking_number: z.string().nullable(), carrier: z.string().nullable(), status: z.enum(SHIPMENT_STATUSES) }), events: z.array(trackingEventDto) });
export const trackingByOrderResponse = z.object({
  shipments: z.array(z.object({ shipment: z.object({ id: z.string(), vendor_order_id: z.string(), status: z.enum(SHIPMENT_STATUSES), tracking_number: z.string().nullable(), carrier: z.string().nullable(), created_at: z.string() }), events: z.array(trackingEventDto) })),
});

export const trackingEventInput = z.object({
  status: z.enum(SHIPMENT_STATUSES),
  description: z.string().trim().min(1).max(300),
  city: z.string().trim().max(100).default(''),
  country: z.string().trim().max(100).default(''),
  occurredAt: z.iso.datetime({ offset: true }),
});

/** Volumetric divisor (cm, kg): L x W x H / 5000. */
export const VOLUMETRIC_DIVISOR = 5000;
