import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type ApiClient, type TestEnv } from '../../../test/harness.ts';
import { CHECKOUT_DETAILS, signUp } from '../../../test/flows.ts';
import { productBody } from '../../../test/fixtures.ts';

/** Addresses for the world, Africa first: each country's own rules, checked on the server whatever the page sends. */
let env: TestEnv;
let buyer: ApiClient;
let n = 0;
let productId: string;

const ghana = {
  contact: { name: 'Ama Owusu', email: 'ama@example.com', phone: '024 123 4567', company: 'Owusu Foods' },
  shipping: { address: '14 Independence Avenue, GA-144-1234', city: 'Accra', country: 'Ghana' },
};

async function checkout(body: object) {
  n += 1;
  return buyer.post('/api/checkout', { ...body, idempotencyKey: `address-${n}-${Date.now()}` });
}

function fields(res: { body: { error?: { details?: { fields?: Record<string, string> } } } }): string[] {
  return Object.keys(res.body.error?.details?.fields ?? {}).sort();
}

beforeAll(async () => {
  env = await createTestEnv();
  const vendor = await signUp(env, { role: 'vendor' });
  const made = await vendor.client.post(
    '/api/vendor/products',
    productBody({ name: 'Shea Butter', price: '20.00', currency: 'USD', minOrder: 1, stock: 100 }),
  );
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  productId = made.body.id as string;
  buyer = (await signUp(env)).client;
  expect((await buyer.post('/api/cart/items', { productId, quantity: 2 })).status).toBe(200);
});
afterAll(async () => {
  await env.close();
});

describe('checkout addresses', () => {
  it('takes a Ghanaian address without a postal code, and keeps it as given', async () => {
    const res = await checkout(ghana);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await buyer.post(`/api/payments/sandbox/orders/${res.body.providerOrderId}/approve`)).status).toBe(200);
    const captured = await buyer.post(`/api/checkout/${res.body.checkoutId}/capture`);
    expect(captured.status, JSON.stringify(captured.body)).toBe(200);
    const order = await buyer.get(`/api/orders/${captured.body.orderId}`);
    expect(order.body.shippingAddress).toEqual({ ...ghana.shipping, region: '', postalCode: '' });
    expect(order.body.buyerInfo.phone).toBe('024 123 4567');
    // the cart was emptied by the order: fill it again for the next checks
    expect((await buyer.post('/api/cart/items', { productId, quantity: 2 })).status).toBe(200);
  });

  it('takes a Nigerian address with its state and no postal code, and a Kenyan one with its optional postal code', async () => {
    const lagos = { address: '3 Broad Street', city: 'Lagos', region: 'LAGOS', country: 'Nigeria' };
    expect(
      (await checkout({ ...ghana, contact: { ...ghana.contact, phone: '0802 123 4567' }, shipping: lagos })).status,
    ).toBe(200);
    const nairobi = { address: 'Moi Avenue 10', city: 'Nairobi', country: 'Kenya', postalCode: '00100' };
    expect(
      (await checkout({ ...ghana, contact: { ...ghana.contact, phone: '+254 712 123456' }, shipping: nairobi })).status,
    ).toBe(200);
  });

  it("asks for what the country requires, in the country's format", async () => {
    const us = await checkout({
      ...ghana,
      contact: { ...ghana.contact, phone: '+1 201 555 0123' },
      shipping: { address: '1 Main St', city: 'Austin', country: 'United States', postalCode: '7870' },
    });
    expect(us.status).toBe(400);
    expect(fields(us)).toEqual(['shipping.postalCode', 'shipping.region']);
    const fr = await checkout({ ...CHECKOUT_DETAILS, shipping: { ...CHECKOUT_DETAILS.shipping, postalCode: '' } });
    expect(fields(fr)).toEqual(['shipping.postalCode']);
    expect(fr.body.error.details.fields['shipping.postalCode']).toBe('Postal code is required');
    const ng = await checkout({
      ...ghana,
      contact: { ...ghana.contact, phone: '+233 24 123 4567' },
      shipping: { ...ghana.shipping, country: 'Nigeria', postalCode: 'LAGOS1' },
    });
    expect(fields(ng)).toEqual(['shipping.postalCode']);
    expect(ng.body.error.details.fields['shipping.postalCode']).toBe(
      "This postal code does not match the country's format",
    );
  });

  it('refuses a country outside the list, and the old "Other"', async () => {
    for (const country of ['Narnia', 'Other', '', 'ghana']) {
      const res = await checkout({ ...ghana, shipping: { ...ghana.shipping, country } });
      expect(fields(res), country).toEqual(['shipping.country']);
    }
  });

  it('reads a national phone number in the delivery country, and an international one in its own', async () => {
    // a Nigerian mobile written the Nigerian way is not a Ghanaian number
    const wrong = await checkout({ ...ghana, contact: { ...ghana.contact, phone: '0802 123 4567' } });
    expect(fields(wrong)).toEqual(['contact.phone']);
    expect(wrong.body.error.details.fields['contact.phone']).toMatch(/delivery country/);
    // the same number with +234 is fine for a delivery to Ghana
    expect((await checkout({ ...ghana, contact: { ...ghana.contact, phone: '+234 802 123 4567' } })).status).toBe(200);
    const fake = await checkout({ ...ghana, contact: { ...ghana.contact, phone: '+233 1' } });
    expect(fields(fake)).toEqual(['contact.phone']);
  });

  it('answers field errors in the caller language', async () => {
    buyer.setHeader('accept-language', 'fr');
    const res = await checkout({ ...ghana, shipping: { ...ghana.shipping, country: 'Nigeria', postalCode: 'X' } });
    buyer.setHeader('accept-language', undefined);
    expect(res.body.error.details.fields['shipping.postalCode']).toBe(
      'Ce code postal ne correspond pas au format du pays',
    );
  });
});
