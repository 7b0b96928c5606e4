import { describe, expect, it } from 'vitest';
import type { ShippableOrder } from './api/list-shippable-orders';
import {
  declaredAmount,
  emptyShipmentForm,
  mapServerFieldErrors,
  parseDecimal,
  prefillForOrder,
  shipmentFormFromOrder,
  shipmentFormSchema,
  toCreateShipmentRequest,
} from './shipment-form';

const order: ShippableOrder = {
  orderId: '896c25d9-cad2-44ee-9a83-459b58cb02e4',
  vendorOrderId: '758b86f6-980a-463b-b4b4-d9ecf417d6bc',
  orderRef: '896C25D9',
  status: 'PLACED',
  createdAt: '2026-11-21T10:39:14.873Z',
  buyerName: 'Claire Dubois',
  awaitingBalance: false,
  items: [
    { name: 'Handwoven Kente Cloth', quantity: 5, unit: 'Yards' },
    { name: 'Shea Butter', quantity: 200, unit: 'KG' },
  ],
  addressFrom: { name: 'Mensah Cocoa Cooperative', street1: '', city: '', zip: '', country: 'GH', phone: '' },
  addressTo: {
    name: 'Claire Dubois',
    street1: '12 Rue de Rivoli',
    city: 'Paris',
    state: '',
    zip: '75001',
    country: 'FR',
    phone: '+33 1 44 55 66 77',
  },
  customs: {
    description: 'Handwoven Kente Cloth, Shea Butter',
    value_amount: '1250.00',
    value_currency: 'USD',
    origin_country: 'GH',
    incoterms: 'CIF',
    incoterms_source: 'quote',
  },
  shipments: [],
};

const schema = shipmentFormSchema((key) => key);

function filled() {
  const values = shipmentFormFromOrder(order);
  values.address_from = { ...values.address_from, street1: '4 Market Rd', city: 'Kumasi', zip: '00233' };
  values.parcel = { length: '40', width: '30', height: '20', weight: '2.5' };
  return values;
}

describe('shipment form defaults', () => {
  it("starts from the vendor's business address, never a fixed country or DDP", () => {
    const empty = emptyShipmentForm();
    expect(empty.address_from.country).toBe('');
    expect(empty.address_to.country).toBe('');
    expect(empty.customs).toEqual({
      description: '',
      hs_code: '',
      value_amount: '',
      value_currency: 'USD',
      origin_country: '',
      incoterms: 'FCA',
      samples: false,
    });
    expect(empty.parcel).toEqual({ length: '', width: '', height: '', weight: '' });
    const ghana = emptyShipmentForm({ ...order.addressFrom, street1: 'Plot 4', city: 'Tamale' });
    expect(ghana.address_from).toEqual({ ...order.addressFrom, street1: 'Plot 4', city: 'Tamale' });
    expect(ghana.customs.origin_country).toBe('GH');
  });

  it('prefills from the chosen order: sender from the vendor, recipient and customs from the order', () => {
    const values = shipmentFormFromOrder(order);
    expect(values.vendorOrderId).toBe(order.vendorOrderId);
    expect(values.address_from).toEqual(order.addressFrom);
    expect(values.address_to).toEqual(order.addressTo);
    expect(values.customs).toEqual({
      description: 'Handwoven Kente Cloth, Shea Butter',
      hs_code: '',
      value_amount: '1250.00',
      value_currency: 'USD',
      origin_country: 'GH',
      incoterms: 'CIF',
      samples: false,
    });
    expect(values.parcel.weight).toBe('');
  });

  it('leaves a country blank (to be chosen) when the order has no usable one', () => {
    const values = shipmentFormFromOrder({
      ...order,
      addressFrom: { ...order.addressFrom, country: '' },
      addressTo: { ...order.addressTo, country: '' },
      customs: { ...order.customs, origin_country: '' },
    });
    expect(values.address_from.country).toBe('');
    expect(values.customs.origin_country).toBe('');
    expect(values.address_to.country).toBe('');
  });

  it('keeps the measured parcel and typed sender details when another order is chosen', () => {
    const current = filled();
    const next = prefillForOrder(current, {
      ...order,
      vendorOrderId: 'other',
      addressTo: { ...order.addressTo, name: 'Hans Weber', city: 'Berlin', country: 'DE' },
    });
    expect(next.vendorOrderId).toBe('other');
    expect(next.address_to.city).toBe('Berlin');
    expect(next.address_to.country).toBe('DE');
    expect(next.address_from.street1).toBe('4 Market Rd');
    expect(next.address_from.name).toBe('Mensah Cocoa Cooperative');
    expect(next.parcel).toEqual(current.parcel);
  });
});

describe('shipment form checks', () => {
  it('accepts a filled form and builds the request', () => {
    const values = filled();
    expect(schema.safeParse(values).success).toBe(true);
    const body = toCreateShipmentRequest(values, order);
    expect(body.orderId).toBe(order.orderId);
    expect(body.vendorOrderId).toBe(order.vendorOrderId);
    expect(body.parcel).toEqual({
      length: 40,
      width: 30,
      height: 20,
      distance_unit: 'cm',
      weight: 2.5,
      mass_unit: 'kg',
    });
    expect(body.customs).toMatchObject({
      value_amount: '1250.00',
      value_currency: 'USD',
      incoterms: 'CIF',
      origin_country: 'GH',
      samples: false,
    });
    expect(body.address_from?.city).toBe('Kumasi');
  });

  it('requires the order, both addresses and a positive parcel', () => {
    const values = emptyShipmentForm();
    values.parcel = { length: '0', width: 'abc', height: '', weight: '-1' };
    const result = schema.safeParse(values);
    expect(result.success).toBe(false);
    const issues = Object.fromEntries(
      (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message] as const).reverse(),
    );
    expect(issues.vendorOrderId).toBe('orderRequired');
    expect(issues['address_from.name']).toBe('required');
    expect(issues['address_to.zip']).toBe('required');
    expect(issues['parcel.length']).toBe('positive');
    expect(issues['parcel.width']).toBe('number');
    expect(issues['parcel.height']).toBe('required');
    expect(issues['parcel.weight']).toBe('number');
  });

  it('asks for a postal code only where the country has one (Ghana has none)', () => {
    const values = filled();
    const issue = (path: string) =>
      (schema.safeParse(values).error?.issues ?? []).find((i) => i.path.join('.') === path)?.message;
    values.address_from.zip = '';
    values.address_to = { ...values.address_to, city: 'Accra', zip: '', country: 'GH' };
    expect(schema.safeParse(values).success).toBe(true);
    values.address_to.country = 'FR';
    expect(issue('address_to.zip')).toBe('required');
    values.address_from.country = 'US';
    expect(issue('address_from.zip')).toBe('required');
  });

  it('checks the HS code and the declared value: required, an amount, 0 only for samples', () => {
    const values = filled();
    const issue = (path: string) =>
      (schema.safeParse(values).error?.issues ?? []).find((i) => i.path.join('.') === path)?.message;
    values.customs.hs_code = '12';
    values.customs.value_amount = '-5';
    expect(issue('customs.hs_code')).toBe('hsCode');
    expect(issue('customs.value_amount')).toBe('amount');
    values.customs.hs_code = '520812';
    values.customs.value_amount = '';
    expect(issue('customs.value_amount')).toBe('valueRequired');
    values.customs.value_amount = '12.345';
    expect(issue('customs.value_amount')).toBe('amount');
    values.customs.value_amount = '0';
    expect(issue('customs.value_amount')).toBe('valueZero');
    values.customs.samples = true;
    expect(schema.safeParse(values).success).toBe(true);
    expect(toCreateShipmentRequest(values, order).customs).toMatchObject({ value_amount: '0.00', samples: true });
    values.customs.value_amount = '99,5';
    values.customs.value_currency = 'GHS';
    expect(toCreateShipmentRequest(values, order).customs).toMatchObject({
      value_amount: '99.50',
      value_currency: 'GHS',
    });
    values.customs.value_currency = 'XYZ';
    expect(issue('customs.value_currency')).toBe('required');
  });

  it('normalises a declared amount to 2 decimals', () => {
    expect(declaredAmount('1250')).toBe('1250.00');
    expect(declaredAmount(' 12,5 ')).toBe('12.50');
    expect(declaredAmount('0')).toBe('0.00');
    expect(declaredAmount('1.234')).toBeNull();
    expect(declaredAmount('-1')).toBeNull();
    expect(declaredAmount('')).toBeNull();
  });

  it('parses decimals with a dot or a comma', () => {
    expect(parseDecimal('2.5')).toBe(2.5);
    expect(parseDecimal('2,5')).toBe(2.5);
    expect(parseDecimal(' 10 ')).toBe(10);
    expect(parseDecimal('.5')).toBe(0.5);
    expect(parseDecimal('1e3')).toBeNaN();
    expect(parseDecimal('')).toBeNaN();
  });
});

describe('server field errors', () => {
  it('puts known paths under their inputs and keeps the rest for the banner', () => {
    const { inline, other } = mapServerFieldErrors({
      'parcel.length': 'Length must be greater than 0',
      'address_to.zip': 'Recipient postal code is required',
      orderId: 'Choose the order to ship',
      vendorOrderId: 'Choose the order to ship',
      'customs.something': 'Odd',
    });
    expect(inline).toEqual([
      ['parcel.length', 'Length must be greater than 0'],
      ['address_to.zip', 'Recipient postal code is required'],
      ['vendorOrderId', 'Choose the order to ship'],
    ]);
    expect(other).toEqual(['Odd']);
  });
});
