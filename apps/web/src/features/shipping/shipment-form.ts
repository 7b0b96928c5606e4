import { z } from 'zod';
import { CURRENCIES, SHIPPING_DEFAULTS } from '@app/shared/constants';
import { INCOTERMS } from '@app/shared/offers';
import { postalCodeRequired, type CreateShipmentRequest } from '@app/shared/shipping';
import type { ShippableAddressFrom, ShippableOrder } from './api/list-shippable-orders';

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
    /** Samples without commercial value: the only goods that may be declared at 0. */
    samples: boolean;
  };
}

/** The Incoterms 2020 rules (the same list as quotes); a shipment takes its quote's, else FCA. */
export { INCOTERMS };
export const DEFAULT_INCOTERM = 'FCA';
export const PARCEL_DIMENSIONS = ['length', 'width', 'height'] as const;
export const WEIGHT_STEP = 0.1;
export const DIMENSION_STEP = 0.1;
const MAX_PARCEL_VALUE = 100000;

/**
 * The form before an order is chosen: the sender is the vendor's business address (from the server, never a fixed
 * country); the recipient, the declared value and its currency come with the order. FCA until a quote says otherwise.
 */
export function emptyShipmentForm(shipFrom?: ShippableAddressFrom): ShipmentFormValues {
  return {
    vendorOrderId: '',
    address_from: {
      name: shipFrom?.name ?? '',
      street1: shipFrom?.street1 ?? '',
      city: shipFrom?.city ?? '',
      zip: shipFrom?.zip ?? '',
      country: isCountryCode(shipFrom?.country) ? shipFrom.country : '',
      phone: shipFrom?.phone ?? '',
    },
    address_to: { name: '', street1: '', city: '', state: '', zip: '', country: '', phone: '' },
    parcel: { length: '', width: '', height: '', weight: '' },
    customs: {
      description: '',
      hs_code: '',
      value_amount: '',
      value_currency: 'USD',
      origin_country: isCountryCode(shipFrom?.country) ? shipFrom.country : '',
      incoterms: DEFAULT_INCOTERM,
      samples: false,
    },
  };
}

const isCountryCode = (value: string | null | undefined): value is string => /^[A-Z]{2}$/.test(value ?? '');

/**
 * The form prefilled from a chosen order: the sender from the vendor's business profile, the recipient from the order's
 * shipping address, the customs declaration from the order (goods value in its currency, the quote's Incoterm or FCA).
 * A country that is not known stays blank, to be chosen. The parcel stays to be measured.
 */
export function shipmentFormFromOrder(order: ShippableOrder): ShipmentFormValues {
  const empty = emptyShipmentForm();
  const from = order.addressFrom;
  const to = order.addressTo;
  const fromCountry = isCountryCode(from.country) ? from.country : '';
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
      country: isCountryCode(to.country) ? to.country : '',
      phone: to.phone ?? '',
    },
    customs: {
      ...empty.customs,
      description: order.customs.description,
      value_amount: order.customs.value_amount,
      value_currency: order.customs.value_currency,
      origin_country: isCountryCode(order.customs.origin_country) ? order.customs.origin_country : fromCountry,
      incoterms: order.customs.incoterms,
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

/** "12,5" or "12.5" -> 12.5; blank or not a number -> NaN. */
export function parseDecimal(value: string): number {
  const text = value.trim().replace(',', '.');
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(text)) return Number.NaN;
  return Number(text);
}

export type ShipmentFormMessage =
  | 'orderRequired'
  | 'required'
  | 'tooLong'
  | 'country'
  | 'number'
  | 'positive'
  | 'tooLarge'
  | 'hsCode'
  | 'amount'
  | 'valueRequired'
  | 'valueZero';

/** A declared value as the API takes it: "1250.5" -> "1250.50"; null when it is not an amount with at most 2 decimals. */
export function declaredAmount(value: string): string | null {
  const text = value.trim().replace(',', '.');
  if (!/^\d{1,10}(\.\d{0,2})?$/.test(text)) return null;
  return Number(text).toFixed(2);
}

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
  // The postal code only where the country has one (Ghana has none, Nigeria's is optional), as the server checks it.
  const zipByCountry = (a: { zip: string; country: string }, ctx: z.RefinementCtx) => {
    if (a.zip === '' && postalCodeRequired(a.country))
      ctx.addIssue({ code: 'custom', path: ['zip'], message: message('required') });
  };
  return z.object({
    vendorOrderId: z.string().min(1, message('orderRequired')),
    address_from: z
      .object({
        name: required(),
        street1: required(),
        city: required(),
        zip: optional(200),
        country,
        phone: optional(40),
      })
      .superRefine(zipByCountry),
    address_to: z
      .object({
        name: required(),
        street1: required(),
        city: required(),
        state: optional(100),
        zip: optional(200),
        country,
        phone: optional(40),
      })
      .superRefine(zipByCountry),
    parcel: z.object({ length: positive, width: positive, height: positive, weight: positive }),
    customs: z
      .object({
        description: optional(300),
        hs_code: z
          .string()
          .trim()
          .regex(/^$|^\d{4,10}$/, message('hsCode')),
        value_amount: z.string(),
        value_currency: z.string().refine((v) => (CURRENCIES as readonly string[]).includes(v), message('required')),
        origin_country: country,
        incoterms: z.string().refine((v) => (INCOTERMS as readonly string[]).includes(v), message('required')),
        samples: z.boolean(),
      })
      .superRefine((c, ctx) => {
        // The goods' value is declared (the commercial invoice prints it); 0 only for samples without commercial value.
        const path = ['value_amount'];
        if (c.value_amount.trim() === '')
          return void ctx.addIssue({ code: 'custom', path, message: message('valueRequired') });
        const amount = declaredAmount(c.value_amount);
        if (amount === null) return void ctx.addIssue({ code: 'custom', path, message: message('amount') });
        if (Number(amount) === 0 && !c.samples) ctx.addIssue({ code: 'custom', path, message: message('valueZero') });
      }),
  });
}

/** The POST /api/shipments body for checked form values and the chosen order. */
export function toCreateShipmentRequest(values: ShipmentFormValues, order: ShippableOrder): CreateShipmentRequest {
  const trim = <T extends Record<string, string>>(obj: T): T =>
    Object.fromEntries(Object.entries(obj).map(([k, v]) => [k, v.trim()])) as T;
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
      value_amount: declaredAmount(values.customs.value_amount) ?? values.customs.value_amount.trim(),
      value_currency: values.customs.value_currency as (typeof CURRENCIES)[number],
      origin_country: values.customs.origin_country,
      incoterms: values.customs.incoterms as (typeof INCOTERMS)[number],
      samples: values.customs.samples,
    },
  };
}

/** Every input of the form by its path (the server's field keys use the same paths, e.g. `parcel.length`). */
export const SHIPMENT_FORM_PATHS = [
  'vendorOrderId',
  ...(['name', 'street1', 'city', 'zip', 'country', 'phone'] as const).map((k) => `address_from.${k}` as const),
  ...(['name', 'street1', 'city', 'state', 'zip', 'country', 'phone'] as const).map((k) => `address_to.${k}` as const),
  ...(['length', 'width', 'height', 'weight'] as const).map((k) => `parcel.${k}` as const),
  ...(
    ['description', 'hs_code', 'value_amount', 'value_currency', 'origin_country', 'incoterms', 'samples'] as const
  ).map((k) => `customs.${k}` as const),
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
