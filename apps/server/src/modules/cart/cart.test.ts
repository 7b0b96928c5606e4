import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISPLAY_CURRENCIES } from '@app/shared/constants';
import { ApiClient, createTestEnv, type TestEnv } from '../../../test/harness.ts';
import { signUp } from '../../../test/flows.ts';
import { productBody } from '../../../test/fixtures.ts';
import { ensureAdmin } from '../auth/auth.service.ts';

let env: TestEnv;
let vendor: Awaited<ReturnType<typeof signUp>>;
let buyer: Awaited<ReturnType<typeof signUp>>;
let usdProduct: string;
let ngnProduct: string;
let limited: string;

async function product(overrides: Record<string, unknown>): Promise<string> {
  const res = await vendor.client.post('/api/vendor/products', productBody(overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

beforeAll(async () => {
  env = await createTestEnv();
  vendor = await signUp(env, { role: 'vendor' });
  buyer = await signUp(env);
  usdProduct = await product({
    name: 'Shea Butter',
    price: '40.00',
    currency: 'USD',
    minOrder: 2,
    unit: 'KG',
    stock: null,
  });
  ngnProduct = await product({
    name: 'Ankara Fabric',
    price: '4500.00',
    currency: 'NGN',
    minOrder: 10,
    unit: 'Yards',
    stock: null,
  });
  limited = await product({
    name: 'Cocoa Roaster',
    price: '300.00',
    currency: 'USD',
    minOrder: 1,
    unit: 'Pieces',
    stock: 3,
  });
});
afterAll(async () => {
  await env.close();
});

describe('server cart', () => {
  it('adds to an existing line, keeps the cart across devices, and quantity 0 removes the line', async () => {
    await buyer.client.post('/api/cart/items', { productId: usdProduct, quantity: 2 });
    const again = await buyer.client.post('/api/cart/items', { productId: usdProduct, quantity: 3 });
    expect(again.body.lines).toHaveLength(1);
    expect(again.body.lines[0]).toMatchObject({
      quantity: 5,
      unitPrice: '40.00',
      lineTotalCents: 20000,
      lineTotalUsdCents: 20000,
      vendorName: expect.any(String),
      origin: 'Ghana',
    });
    const otherDevice = new ApiClient(env.app);
    await otherDevice.post('/api/auth/login', { email: buyer.email, password: buyer.password });
    expect((await otherDevice.get('/api/cart')).body.lines[0].quantity).toBe(5);
    const removed = await buyer.client.put(`/api/cart/items/${usdProduct}`, { quantity: 0 });
    expect(removed.body.lines).toHaveLength(0);
  });

  it('respects the minimum order and the available stock with clear messages', async () => {
    const below = await buyer.client.post('/api/cart/items', { productId: usdProduct, quantity: 1 });
    expect(below.status).toBe(400);
    expect(below.body.error.message).toBe('The minimum order for Shea Butter is 2 KG');
    const above = await buyer.client.put(`/api/cart/items/${limited}`, { quantity: 4 });
    expect(above.body.error.message).toBe('Only 3 Pieces of Cocoa Roaster are available');
    await buyer.client.put(`/api/cart/items/${limited}`, { quantity: 3 });
    const adding = await buyer.client.post('/api/cart/items', { productId: limited, quantity: 1 });
    expect(adding.body.error.details.fields.quantity).toBe('Only 3 Pieces of Cocoa Roaster are available');
    await buyer.client.delete(`/api/cart/items/${limited}`);
  });

  it('refuses a vendor buying their own product and products that are gone', async () => {
    const own = await vendor.client.post('/api/cart/items', { productId: usdProduct, quantity: 2 });
    expect(own.body.error.message).toBe('You cannot buy your own product');
    const gone = await product({ name: 'Soon Deleted' });
    await vendor.client.delete(`/api/vendor/products/${gone}`);
    expect((await buyer.client.post('/api/cart/items', { productId: gone, quantity: 5 })).status).toBe(404);
    expect((await new ApiClient(env.app).post('/api/cart/items', { productId: usdProduct, quantity: 2 })).status).toBe(
      401,
    );
  });

  it('prices a guest cart in USD at the rates in force, with the original price shown', async () => {
    const res = await new ApiClient(env.app).post('/api/cart/quote', {
      items: [
        { productId: ngnProduct, quantity: 10 },
        { productId: usdProduct, quantity: 2 },
      ],
    });
    expect(res.status).toBe(200);
    const ngn = res.body.lines.find((l: { productId: string }) => l.productId === ngnProduct);
    // 10 x 4500.00 NGN = 45000.00 NGN at 1550 NGN per USD = 29.032 -> 29.03
    expect(ngn).toMatchObject({
      currency: 'NGN',
      unitPrice: '4500.00',
      lineTotalCents: 4500000,
      lineTotalUsdCents: 2903,
    });
    expect(res.body.subtotalUsdCents).toBe(2903 + 8000);
    expect(res.body.fee).toEqual({ kind: 'fixed', rateBps: 1000, feeCents: 1090, totalCents: 11993, capped: false });
    expect(res.body.rates.map((r: { currency: string }) => r.currency).sort()).toEqual(['NGN', 'USD']);
  });

  it('prices by the fee tiers (10% to 500, 5% to 1000, 3% above), never more in total than a larger order; above 1000 no card, bank transfer', async () => {
    const quote = async (q: number) =>
      (await new ApiClient(env.app).post('/api/cart/quote', { items: [{ productId: usdProduct, quantity: q }] })).body;
    expect((await quote(4)).fee).toEqual({
      kind: 'fixed',
      rateBps: 1000,
      feeCents: 1600,
      totalCents: 17600,
      capped: false,
    }); // 160.00
    // 480.00 at 10% would cost 528.00, more than 500.01 at 5% (525.01): capped to that total
    expect((await quote(12)).fee).toEqual({
      kind: 'fixed',
      rateBps: 1000,
      feeCents: 4501,
      totalCents: 52501,
      capped: true,
    });
    expect((await quote(13)).fee).toEqual({
      kind: 'fixed',
      rateBps: 500,
      feeCents: 2600,
      totalCents: 54600,
      capped: false,
    }); // 520.00
    expect((await quote(25)).fee).toEqual({
      kind: 'fixed',
      rateBps: 500,
      feeCents: 3001,
      totalCents: 103001,
      capped: true,
    }); // 1000.00
    const big = await quote(26); // 1040.00
    expect(big.fee).toEqual({ kind: 'fixed', rateBps: 300, feeCents: 3120, totalCents: 107120, capped: false });
    expect(big).toMatchObject({ cardPaymentAllowed: false, cardPaymentMaxCents: 100000, bankTransferAllowed: true });
    expect((await quote(25)).cardPaymentAllowed).toBe(true);
  });

  it('merges a guest cart at sign-in: adds quantities, clamps to stock, skips what cannot be bought', async () => {
    const b = await signUp(env);
    await b.client.post('/api/cart/items', { productId: usdProduct, quantity: 2 });
    const merged = await b.client.post('/api/cart/merge', {
      items: [
        { productId: usdProduct, quantity: 4 },
        { productId: limited, quantity: 9 },
        { productId: '00000000-0000-4000-8000-000000000000', quantity: 1 },
      ],
    });
    const byId = Object.fromEntries(
      merged.body.lines.map((l: { productId: string; quantity: number }) => [l.productId, l.quantity]),
    );
    expect(byId).toEqual({ [usdProduct]: 6, [limited]: 3 });
  });

  it('flags lines that can no longer be bought instead of pricing them', async () => {
    const b = await signUp(env);
    const p = await product({ name: 'Vanishing Vanilla', price: '10.00', stock: 5, minOrder: 1 });
    await b.client.post('/api/cart/items', { productId: p, quantity: 5 });
    await vendor.client.put(
      `/api/vendor/products/${p}`,
      productBody({ name: 'Vanishing Vanilla', price: '10.00', stock: 2, minOrder: 1 }),
    );
    const cart = (await b.client.get('/api/cart')).body;
    expect(cart.lines[0].problem).toBe('ABOVE_STOCK');
    expect(cart.subtotalUsdCents).toBe(0);
    expect(cart.cardPaymentAllowed).toBe(false);
    expect(cart.bankTransferAllowed).toBe(false);
  });
});

describe('exchange rates', () => {
  it('are editable by admins only, dated, audited, and used for pricing at once', async () => {
    expect(
      (await buyer.client.put('/api/admin/exchange-rates/NGN', { unitsPerUsd: '1500', effectiveDate: '2026-11-21' }))
        .status,
    ).toBe(403);
    await ensureAdmin(env.deps, 'fx-admin@example.com', 'Fx-Admin-Password-1');
    const admin = new ApiClient(env.app);
    await admin.post('/api/auth/login', { email: 'fx-admin@example.com', password: 'Fx-Admin-Password-1' });
    expect(
      (await admin.put('/api/admin/exchange-rates/USD', { unitsPerUsd: '2', effectiveDate: '2026-11-21' })).status,
    ).toBe(400);
    expect(
      (await admin.put('/api/admin/exchange-rates/NGN', { unitsPerUsd: '-3', effectiveDate: '2026-11-21' })).body.error
        .details.fields.unitsPerUsd,
    ).toBeDefined();
    const set = await admin.put('/api/admin/exchange-rates/NGN', { unitsPerUsd: '1500', effectiveDate: '2026-11-21' });
    expect(set.body.items.find((r: { currency: string }) => r.currency === 'NGN')).toMatchObject({
      unitsPerUsd: '1500',
      effectiveDate: '2026-11-21',
    });
    const quote = await new ApiClient(env.app).post('/api/cart/quote', {
      items: [{ productId: ngnProduct, quantity: 10 }],
    });
    expect(quote.body.lines[0].lineTotalUsdCents).toBe(3000); // 45000 / 1500
    const pub = await new ApiClient(env.app).get('/api/exchange-rates');
    expect(pub.body.items).toHaveLength(DISPLAY_CURRENCIES.length);
  });
});
