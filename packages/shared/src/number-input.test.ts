import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cartItemInput } from './cart.ts';
import { productInput } from './catalog.ts';
import { inquiryInput } from './messaging.ts';
import { offerInput } from './offers.ts';
import { parcelSchema } from './shipping.ts';
import { numberInput } from './number-input.ts';

const UUID = '3f0c9a57-52f7-4b8e-9d3e-1a2b3c4d5e6f';

const product = {
  name: 'Cocoa beans',
  category: 'agriculture-farming',
  description: 'Grade 1 beans',
  price: '10.00',
  currency: 'USD',
  minOrder: 1,
  unit: 'KG',
  origin: 'Ghana',
  leadTime: 14,
  paymentTerms: 'escrow',
};
const offer = {
  unitPrice: '10.00',
  currency: 'USD',
  quantity: 5,
  leadTimeDays: 14,
  incoterm: 'FOB',
  validUntil: '2030-01-01',
};

function messageOf(schema: z.ZodType, body: unknown, field: string): string | undefined {
  return schema.safeParse(body).error?.issues.find((i) => i.path.join('.') === field)?.message;
}

describe('numberInput', () => {
  const days = numberInput('catalog.form.leadTimeRequired', (n) => n.int('catalog.form.leadTimeWhole').min(0).max(365));

  it('reads numbers and numeric text', () => {
    expect(days.parse(0)).toBe(0);
    expect(days.parse('21')).toBe(21);
    expect(days.parse(' 7 ')).toBe(7);
  });

  it('refuses blank text, null and a missing value with the required message, never as 0', () => {
    for (const blank of ['', '   ', null, undefined]) {
      expect(days.safeParse(blank).error?.issues[0]?.message, String(blank)).toBe('catalog.form.leadTimeRequired');
    }
    expect(days.safeParse('abc').error?.issues[0]?.message).toBe('catalog.form.leadTimeRequired');
  });

  it('keeps the other rules and their own messages', () => {
    expect(days.safeParse('1.5').error?.issues[0]?.message).toBe('catalog.form.leadTimeWhole');
    expect(days.safeParse(-1).error?.issues[0]?.code).toBe('too_small');
    expect(days.safeParse(true).error?.issues[0]?.message).toBe('validation.invalidType');
  });

  it('encodes a response value unchanged', () => {
    expect(z.encode(days, 12)).toBe(12);
  });
});

describe('required numbers of the contracts refuse an empty value', () => {
  it('product lead time and minimum order', () => {
    expect(productInput.parse(product).leadTime).toBe(14);
    expect(productInput.parse({ ...product, leadTime: '0' }).leadTime).toBe(0);
    for (const blank of ['', ' ', null]) {
      expect(messageOf(productInput, { ...product, leadTime: blank }, 'leadTime')).toBe(
        'catalog.form.leadTimeRequired',
      );
      expect(messageOf(productInput, { ...product, minOrder: blank }, 'minOrder')).toBe(
        'catalog.form.minOrderRequired',
      );
    }
    const { leadTime: _omitted, ...noLeadTime } = product;
    expect(messageOf(productInput, noLeadTime, 'leadTime')).toBe('catalog.form.leadTimeRequired');
  });

  it('product stock: null or absent is unlimited, blank text is refused (not 0)', () => {
    expect(productInput.parse({ ...product, stock: null }).stock).toBeNull();
    expect(productInput.parse(product).stock).toBeUndefined();
    expect(productInput.parse({ ...product, stock: '0' }).stock).toBe(0);
    expect(messageOf(productInput, { ...product, stock: '' }, 'stock')).toBe('catalog.form.stockWhole');
  });

  it('offer lead time and quantity, as the offer form sends them (text)', () => {
    expect(offerInput.parse({ ...offer, quantity: '5', leadTimeDays: '0' })).toMatchObject({
      quantity: 5,
      leadTimeDays: 0,
    });
    expect(messageOf(offerInput, { ...offer, leadTimeDays: '' }, 'leadTimeDays')).toBe('offers.form.leadTimeRequired');
    expect(messageOf(offerInput, { ...offer, quantity: '' }, 'quantity')).toBe('offers.form.quantityRequired');
  });

  it('inquiry quantity, cart quantity and parcel measures', () => {
    const inquiry = {
      productId: UUID,
      quantity: '',
      unit: 'KG',
      currency: 'USD',
      destinationCountry: 'France',
      message: 'Please quote 5 KG',
    };
    expect(messageOf(inquiryInput, inquiry, 'quantity')).toBe('offers.form.quantityRequired');
    expect(messageOf(cartItemInput, { productId: UUID, quantity: '' }, 'quantity')).toBe('validation.required');
    expect(cartItemInput.parse({ productId: UUID, quantity: '0' }).quantity).toBe(0);
    expect(messageOf(parcelSchema, { length: '', width: 1, height: 1, weight: 1 }, 'length')).toBe(
      'shipping.form.lengthRequired',
    );
    expect(messageOf(parcelSchema, { length: 0, width: 1, height: 1, weight: 1 }, 'length')).toBe(
      'shipping.form.lengthPositive',
    );
  });
});

describe('prices', () => {
  it('stay within what 32-bit integer cents can hold', () => {
    expect(productInput.parse({ ...product, price: '10000000.00' }).price).toBe('10000000.00');
    const issue = productInput.safeParse({ ...product, price: '10000000.01' }).error?.issues[0];
    expect(issue).toMatchObject({ path: ['price'], message: 'validation.tooBig', maximum: 10_000_000 });
    expect(messageOf(offerInput, { ...offer, unitPrice: '999999999.99' }, 'unitPrice')).toBe('validation.tooBig');
  });
});
