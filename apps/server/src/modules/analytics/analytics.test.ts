import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, createTestEnv, type TestEnv } from '../../../test/harness.ts';
import { payForCart, quickBuyer, signUp } from '../../../test/flows.ts';
import { productBody } from '../../../test/fixtures.ts';

let env: TestEnv;
let vendor: Awaited<ReturnType<typeof signUp>>;
let rival: Awaited<ReturnType<typeof signUp>>;
let shea: string;
let pepper: string;

async function product(v: typeof vendor, overrides: Record<string, unknown>): Promise<string> {
  const res = await v.client.post('/api/vendor/products', productBody(overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

async function buy(buyer: ApiClient, lines: [string, number][]): Promise<string> {
  for (const [productId, quantity] of lines)
    expect((await buyer.post('/api/cart/items', { productId, quantity })).status).toBe(200);
  const pay = await payForCart(buyer);
  const captured = await buyer.post(`/api/checkout/${pay.checkoutId}/capture`);
  expect(captured.status, JSON.stringify(captured.body)).toBe(200);
  return captured.body.orderId as string;
}

async function inquire(buyer: ApiClient, productId: string): Promise<string> {
  const res = await buyer.post('/api/messaging/inquiries', {
    productId,
    quantity: 5,
    unit: 'MT',
    currency: 'USD',
    destinationCountry: 'France',
    message: 'Please quote for 5 MT delivered to Le Havre.',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

async function quote(conversationId: string): Promise<string> {
  const res = await vendor.client.post(`/api/messaging/conversations/${conversationId}/offers`, {
    unitPrice: '38.00',
    currency: 'USD',
    quantity: 5,
    leadTimeDays: 10,
    incoterm: 'FOB',
    validUntil: '2026-12-31',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

const at = (iso: string) => env.clock.set(new Date(iso));

/**
 * A known fixture over two days (19 and 20 November 2026):
 * views counted once per visitor per day, never the vendor's own; three orders of which one is cancelled;
 * two inquiries, two quotes (one accepted, one rejected); another vendor's activity that must not show.
 */
beforeAll(async () => {
  env = await createTestEnv();
  vendor = await signUp(env, { role: 'vendor' });
  rival = await signUp(env, { role: 'vendor' });
  shea = await product(vendor, { name: 'Shea Butter', price: '40.00', currency: 'USD', minOrder: 1, stock: null });
  pepper = await product(vendor, { name: 'Dried Pepper', price: '10.00', currency: 'USD', minOrder: 1, stock: null });
  const rivalProduct = await product(rival, {
    name: 'Rival Cocoa',
    price: '5.00',
    currency: 'USD',
    minOrder: 1,
    stock: null,
  });
  const b1 = await quickBuyer(env, 1);
  const b2 = await quickBuyer(env, 2);
  const b3 = await quickBuyer(env, 3);
  const anon = new ApiClient(env.app);

  at('2026-11-19T09:00:00Z');
  await b1.get(`/api/products/${shea}`);
  await b1.get(`/api/products/${shea}`); // same visitor, same day: not counted again
  await anon.get(`/api/products/${shea}`);
  await b1.get(`/api/products/${pepper}`);
  await vendor.client.get(`/api/products/${shea}`); // the owner's own view: never counted
  await b1.get(`/api/products/${rivalProduct}`);
  await buy(b1, [[shea, 2]]); // 80.00
  const c1 = await inquire(b1, shea);
  const o1 = await quote(c1);
  expect((await b1.post(`/api/offers/${o1}/accept`)).status).toBe(200);

  at('2026-11-20T15:00:00Z');
  await b1.get(`/api/products/${shea}`);
  await b2.get(`/api/products/${shea}`);
  await buy(b2, [
    [shea, 1],
    [pepper, 3],
  ]); // 40.00 + 30.00
  const cancelled = await buy(b3, [[pepper, 1]]);
  const vo = (await b3.get(`/api/orders/${cancelled}`)).body.vendorOrders[0].id as string;
  expect((await vendor.client.post(`/api/vendor/orders/${vo}/cancel`, { reason: 'Out of stock locally' })).status).toBe(
    200,
  );
  const c2 = await inquire(b2, pepper);
  const o2 = await quote(c2);
  expect((await b2.post(`/api/offers/${o2}/reject`)).status).toBe(200);
  await buy(b2, [[rivalProduct, 4]]);

  at('2026-11-21T10:00:00Z');
});
afterAll(async () => {
  await env.close();
});

describe('vendor analytics', () => {
  it('counts views, inquiries, orders, revenue and quotes of the period from real data', async () => {
    const res = await vendor.client.get('/api/vendor/analytics?from=2026-11-19&to=2026-11-20');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ from: '2026-11-19', to: '2026-11-20', currency: 'USD' });
    expect(res.body.days).toEqual([
      { day: '2026-11-19', views: 3, inquiries: 1, orders: 1, revenueCents: 8000 },
      { day: '2026-11-20', views: 2, inquiries: 1, orders: 1, revenueCents: 7000 },
    ]);
    expect(res.body.totals).toEqual({
      views: 5,
      orders: 2,
      revenueCents: 15000,
      inquiries: 2,
      conversionPercent: 40,
      inquiryPercent: 40,
      quotesSent: 2,
      quotesAnswered: 2,
      quotesAccepted: 1,
      quoteAcceptancePercent: 50,
    });
    expect(res.body.topProducts).toEqual([
      {
        productId: shea,
        name: 'Shea Butter',
        views: 4,
        inquiries: 1,
        orders: 2,
        quantity: 3,
        revenueCents: 12000,
        conversionPercent: 50,
      },
      {
        productId: pepper,
        name: 'Dried Pepper',
        views: 1,
        inquiries: 1,
        orders: 1,
        quantity: 3,
        revenueCents: 3000,
        conversionPercent: 100,
      },
    ]);
  });

  it('narrows to the chosen days and defaults to the last 30 days', async () => {
    const one = (await vendor.client.get('/api/vendor/analytics?from=2026-11-20&to=2026-11-20')).body;
    expect(one.totals).toMatchObject({ views: 2, orders: 1, revenueCents: 7000, inquiries: 1, quotesSent: 1 });
    const byDefault = (await vendor.client.get('/api/vendor/analytics')).body;
    expect(byDefault).toMatchObject({ from: '2026-10-23', to: '2026-11-21' });
    expect(byDefault.days).toHaveLength(30);
    expect(byDefault.totals).toMatchObject({ views: 5, orders: 2, revenueCents: 15000 });
    const none = (await vendor.client.get('/api/vendor/analytics?from=2026-11-01&to=2026-11-07')).body;
    expect(none.totals).toMatchObject({
      views: 0,
      orders: 0,
      revenueCents: 0,
      conversionPercent: null,
      quoteAcceptancePercent: null,
    });
    expect(none.topProducts).toEqual([]);
  });

  it('shows a vendor only their own figures', async () => {
    const res = (await rival.client.get('/api/vendor/analytics?from=2026-11-19&to=2026-11-20')).body;
    expect(res.totals).toMatchObject({ views: 1, orders: 1, revenueCents: 2000, inquiries: 0 });
    expect(res.topProducts.map((p: { name: string }) => p.name)).toEqual(['Rival Cocoa']);
  });

  it('refuses buyers and anonymous callers, and bad periods', async () => {
    const buyer = await quickBuyer(env, 9);
    expect((await buyer.get('/api/vendor/analytics')).status).toBe(403);
    expect((await new ApiClient(env.app).get('/api/vendor/analytics')).status).toBe(401);
    const reversed = await vendor.client.get('/api/vendor/analytics?from=2026-11-20&to=2026-11-01');
    expect(reversed.status).toBe(400);
    expect(reversed.body.error.details.fields.from).toBeDefined();
    expect((await vendor.client.get('/api/vendor/analytics?from=2024-01-01&to=2026-11-01')).status).toBe(400);
    expect((await vendor.client.get('/api/vendor/analytics?from=yesterday')).status).toBe(400);
  });
});
