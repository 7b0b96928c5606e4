import { z } from 'zod';
import { CUSTOMS_CURRENCIES, SHIPPING_DEFAULTS, SHIPPING_DESTINATION_COUNTRIES } from '@app/shared/constants';
import type { CreateShipmentRequest } from '@app/shared/shipping';
import { COUNTRY_CODES } from '../../lib/countries';
import type { ShippableOrder } from './api/list-shippable-orders';

/** The Create Shipment form (spec 3.8, 5): what its inputs hold (text), its defaults and its checks. */
export interface ShipmentFormValues {
  vendorOrderId: string;
  address_from: { name: string; street1: string; city: string; zip: string; country: string; phone: string };
  address_to: {
    name: string;
    street1: string;
    city: string;
    state: string;
    zip: string;
    country: string;
    phone: string;
  };
  parcel: { length: string; width: string; height: string; weight: string };
  customs: {
    description: string;
    hs_code: string;
    value_amount: string;
    value_currency: string;
    origin_country: string;
    incoterms: string;
  };
}

export const INCOTERMS = ['DDP', 'DAP', 'FOB', 'CIF', 'EXW'] as const;
export const PARCEL_DIMENSIONS = ['length', 'width', 'height'] as const;
export const WEIGHT_STEP = 0.1;
export const DIMENSION_STEP = 0.1;
const MAX_PARCEL_VALUE = 100000;

/** The empty form: the spec's defaults (origin NG, destination US, value 0 USD, incoterms DDP). */
export function emptyShipmentForm(): ShipmentFormValues {
  return {
    vendorOrderId: '',
    address_from: { name: '', street1: '', city: '', zip: '', country: SHIPPING_DEFAULTS.originCountry, phone: '' },
    address_to: {
      name: '',
      street1: '',
      city: '',
      state: '',
      zip: '',
      country: SHIPPING_DEFAULTS.destinationCountry,
      phone: '',
    },
    parcel: { length: '', width: '', height: '', weight: '' },
    customs: {
      description: '',
      hs_code: '',
      value_amount: '0',
      value_currency: 'USD',
      origin_country: SHIPPING_DEFAULTS.originCountry,
      incoterms: SHIPPING_DEFAULTS.incoterms,
    },
  };
}

const isCountryCode = (value: string | null | undefined): value is string => /^[A-Z]{2}$/.test(value ?? '');

/**
 * The form prefilled from a chosen order: the sender from the vendor's profile, the recipient from the order's shipping
 * address, the customs description from its items; blanks fall back to the defaults. The parcel stays to be measured.
 */
export function shipmentFormFromOrder(order: ShippableOrder): ShipmentFormValues {
  const empty = emptyShipmentForm();
  const from = order.addressFrom;
  const to = order.addressTo;
  const fromCountry = isCountryCode(from.country) ? from.country : empty.address_from.country;
  return {
    ...empty,
    vendorOrderId: order.vendorOrderId,
    address_from: {
      name: from.name ?? '',
      street1: from.street1 ?? '',
      city: from.city ?? '',
      zip: from.zip ?? '',
      country: fromCountry,
      phone: from.phone ?? '',
    },
    address_to: {
      name: to.name ?? '',
      street1: to.street1 ?? '',
      city: to.city ?? '',
      state: to.state ?? '',
      zip: to.zip ?? '',
      country: isCountryCode(to.country) ? to.country : empty.address_to.country,
      phone: to.phone ?? '',
    },
    customs: {
      ...empty.customs,
      description: order.items
        .map((i) => i.name)
        .join(', ')
        .slice(0, 300),
      origin_country: fromCountry,
    },
  };
}

/**
 * The form after choosing another order: prefilled from that order, but the parcel already measured is kept, and so
 * are sender details typed earlier where the vendor's profile has none (the same sender ships every order).
 */
export function prefillForOrder(current: ShipmentFormValues, order: ShippableOrder): ShipmentFormValues {
  const next = shipmentFormFromOrder(order);
  const from = { ...next.address_from };
  for (const key of Object.keys(from) as Array<keyof typeof from>) {
    if (!from[key].trim() && current.address_from[key].trim()) from[key] = current.address_from[key];
  }
  return { ...next, address_from: from, parcel: { ...current.parcel } };
}

/** Destination choices: the spec's list, plus the order's own country when it is another one (so it stays chosen). */
export function destinationCountries(current: string): string[] {
  const list: string[] = [...SHIPPING_DESTINATION_COUNTRIES];
  if (isCountryCode(current) && !list.includes(current)) list.push(current);
  return list;
}

/** Origin choices: every country the product names, plus the current value when it is another one. */
export function originCountries(current: string): string[] {
  const list = [...new Set(Object.values(COUNTRY_CODES))];
  if (isCountryCode(current) && !list.includes(current)) list.push(current);
  return list;
}

/** "12,5" or "12.5" -> 12.5; blank or not a number -> NaN. */
export function parseDecimal(value: string): number {
  const text = value.trim().replace(',', '.');
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(text)) return Number.NaN;
  return Number(text);
}

export type ShipmentFormMessage =
  'orderRequired' | 'required' | 'tooLong' | 'country' | 'number' | 'positive' | 'tooLarge' | 'hsCode' | 'amount';

/** The form's checks; `message` turns a check's key into the text shown under the field. */
export function shipmentFormSchema(message: (key: ShipmentFormMessage) => string) {
  const required = (max = 200) => z.string().trim().min(1, message('required')).max(max, message('tooLong'));
  const optional = (max: number) => z.string().trim().max(max, message('tooLong'));
  const country = z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, message('country'));
  const positive = z.string().superRefine((value, ctx) => {
    if (value.trim() === '') return void ctx.addIssue({ code: 'custom', message: message('required') });
    const n = parseDecimal(value);
    if (Number.isNaN(n)) return void ctx.addIssue({ code: 'custom', message: message('number') });
    if (n <= 0) return void ctx.addIssue({ code: 'custom', message: message('positive') });
    if (n > MAX_PARCEL_VALUE) ctx.addIssue({ code: 'custom', message: message('tooLarge') });
  });
  return z.object({
    vendorOrderId: z.string().min(1, message('orderRequired')),
    address_from: z.object({
      name: required(),
      street1: required(),
      city: required(),
      zip: required(),
      country,
      phone: optional(40),
    }),
    address_to: z.object({
      name: required(),
      street1: required(),
      city: required(),
      state: optional(100),
      zip: required(),
      country,
      phone: optional(40),
    }),
    parcel: z.object({ length: positive, width: positive, height: positive, weight: positive }),
    customs: z.object({
      description: optional(300),
      hs_code: z
        .string()
        .trim()
        .regex(/^$|^\d{4,10}$/, message('hsCode')),
      value_amount: z.string().refine((v) => v.trim() === '' || parseDecimal(v) >= 0, message('amount')),
      value_currency: z
        .string()
        .refine((v) => (CUSTOMS_CURRENCIES as readonly string[]).includes(v), message('required')),
      origin_country: country,
      incoterms: z.string().refine((v) => (INCOTERMS as readonly string[]).includes(v), message('required')),
    }),
  });
}

/** The POST /api/shipments body for checked form values and the chosen order. */
export function toCreateShipmentRequest(values: ShipmentFormValues, order: ShippableOrder): CreateShipmentRequest {
  const trim = <T extends Record<string, string>>(obj: T): T =>
    Object.fromEntries(Object.entries(obj).map(([k, v]) => [k, v.trim()])) as T;
  const amount = values.customs.value_amount.trim() === '' ? 0 : parseDecimal(values.customs.value_amount);
  return {
    orderId: order.orderId,
    vendorOrderId: order.vendorOrderId,
    address_from: trim(values.address_from),
    address_to: trim(values.address_to),
    parcel: {
      length: parseDecimal(values.parcel.length),
      width: parseDecimal(values.parcel.width),
      height: parseDecimal(values.parcel.height),
      distance_unit: SHIPPING_DEFAULTS.distanceUnit,
      weight: parseDecimal(values.parcel.weight),
      mass_unit: SHIPPING_DEFAULTS.massUnit,
    },
    customs: {
      description: values.customs.description.trim(),
      hs_code: values.customs.hs_code.trim(),
      value_amount: Number.isNaN(amount) ? 0 : amount,
      value_currency: values.customs.value_currency as (typeof CUSTOMS_CURRENCIES)[number],
      origin_country: values.customs.origin_country,
      incoterms: values.customs.incoterms as (typeof INCOTERMS)[number],
    },
  };
}

/** Every input of the form by its path (the server's field keys use the same paths, e.g. `parcel.length`). */
export const SHIPMENT_FORM_PATHS = [
  'vendorOrderId',
  ...(['name', 'street1', 'city', 'zip', 'country', 'phone'] as const).map((k) => `address_from.${k}` as const),
  ...(['name', 'street1', 'city', 'state', 'zip', 'country', 'phone'] as const).map((k) => `address_to.${k}` as const),
  ...(['length', 'width', 'height', 'weight'] as const).map((k) => `parcel.${k}` as const),
  ...(['description', 'hs_code', 'value_amount', 'value_currency', 'origin_country', 'incoterms'] as const).map(
    (k) => `customs.${k}` as const,
  ),
] as const;
export type ShipmentFormPath = (typeof SHIPMENT_FORM_PATHS)[number];

/**
 * Splits the server's field errors (VALIDATION_ERROR details.fields) into those shown under an input of the form and
 * the rest. `orderId` and `vendorOrderId` belong to the order picker; the unit fields to the parcel's weight/length.
 */
export function mapServerFieldErrors(fields: Record<string, string>): {
  inline: Array<[ShipmentFormPath, string]>;
  other: string[];
} {
  const inline: Array<[ShipmentFormPath, string]> = [];
  const other: string[] = [];
  const aliases: Record<string, ShipmentFormPath> = {
    orderId: 'vendorOrderId',
    sellerId: 'vendorOrderId',
    'parcel.distance_unit': 'parcel.length',
    'parcel.mass_unit': 'parcel.weight',
  };
  for (const [key, message] of Object.entries(fields)) {
    const path = aliases[key] ?? key;
    if ((SHIPMENT_FORM_PATHS as readonly string[]).includes(path)) {
      if (!inline.some(([p]) => p === path)) inline.push([path as ShipmentFormPath, message]);
    } else {
      other.push(message);
    }
  }
  return { inline, other };
}
