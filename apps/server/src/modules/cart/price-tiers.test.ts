import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from '../../../test/harness.ts';
import { payForCart, signUp } from '../../../test/flows.ts';
import { productBody } from '../../../test/fixtures.ts';

/** Volume price tiers (issue 22): the vendor's ladder, shown on the product, applied by the server to cart and checkout. */
let env: TestEnv;
let vendor: Awaited<ReturnType<typeof signUp>>;
let buyer: Awaited<ReturnType<typeof signUp>>;

const LADDER = { price: '2.00', minOrder: 10, stock: null, currency: 'USD' };

beforeAll(async () => {
  env = await createTestEnv();
  vendor = await signUp(env, { role: 'vendor' });
  buyer = await signUp(env);
});
afterAll(async () => {
  await env.close();
});

describe('volume price tiers', () => {
  it('a vendor sets price breaks; the product shows them and the cart and checkout charge the deepest one reached', async () => {
    const created = await vendor.client.post(
      '/api/vendor/products',
      productBody({
        ...LADDER,
        name: 'Kente Strips',
        priceTiers: [
          { minQuantity: 50, price: '1.80' },
          { minQuantity: '100', price: '1.50' },
        ],
      }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as string;
    const page = await buyer.client.get(`/api/products/${id}`);
    expect(page.body.priceTiers).toEqual([
      { minQuantity: 50, price: '1.80', priceCents: 180 },
      { minQuantity: 100, price: '1.50', priceCents: 150 },
    ]);

    // a list's card carries the deepest break only, and only for products that have breaks
    const plain = await vendor.client.post('/api/vendor/products', productBody({ ...LADDER, name: 'Kente Offcuts' }));
    expect(plain.status).toBe(201);
    const cards = (await buyer.client.get('/api/products?q=kente')).body.items as Record<string, unknown>[];
    expect(cards.find((c) => c.id === id)?.volumePrice).toEqual({ minQuantity: 100, priceCents: 150 });
    expect(cards.find((c) => c.id === plain.body.id)).not.toHaveProperty('volumePrice');

    const line = async (quantity: number) => {
      const res = await buyer.client.put(`/api/cart/items/${id}`, { quantity });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.lines[0] as { unitPriceCents: number; lineTotalCents: number };
    };
    await buyer.client.post('/api/cart/items', { productId: id, quantity: 10 });
    expect(await line(10)).toMatchObject({ unitPriceCents: 200, lineTotalCents: 2000 });
    expect(await line(49)).toMatchObject({ unitPriceCents: 200, lineTotalCents: 9800 });
    expect(await line(50)).toMatchObject({ unitPriceCents: 180, lineTotalCents: 9000 });
    expect(await line(120)).toMatchObject({ unitPriceCents: 150, lineTotalCents: 18000 });

    const cart = (await buyer.client.get('/api/cart')).body;
    expect(cart.subtotalUsdCents).toBe(18000);
    const paid = await payForCart(buyer.client);
    expect(paid.totalCents).toBe(cart.fee.totalCents);
    expect(cart.fee.totalCents).toBeGreaterThan(18000);
  });

  it('a changed ladder reprices the lines already in a cart', async () => {
    const created = await vendor.client.post(
      '/api/vendor/products',
      productBody({ ...LADDER, name: 'Adire Cloth', priceTiers: [{ minQuantity: 20, price: '1.90' }] }),
    );
    const id = created.body.id as string;
    await buyer.client.post('/api/cart/items', { productId: id, quantity: 30 });
    const lineOf = async () =>
      ((await buyer.client.get('/api/cart')).body.lines as { productId: string; unitPriceCents: number }[]).find(
        (l) => l.productId === id,
      );
    expect(await lineOf()).toMatchObject({ unitPriceCents: 190 });
    const edited = await vendor.client.put(
      `/api/vendor/products/${id}`,
      productBody({ ...LADDER, name: 'Adire Cloth', priceTiers: [{ minQuantity: 25, price: '1.70' }] }),
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(await lineOf()).toMatchObject({ unitPriceCents: 170 });
    const removed = await vendor.client.put(
      `/api/vendor/products/${id}`,
      productBody({ ...LADDER, name: 'Adire Cloth' }),
    );
    expect(removed.body.priceTiers).toEqual([]);
    expect(await lineOf()).toMatchObject({ unitPriceCents: 200 });
  });

  it('refuses a ladder that does not rise in quantity and fall in price, with the reason in the vendor’s language', async () => {
    const refused = async (priceTiers: unknown, lang = 'en') => {
      vendor.client.setHeader('accept-language', lang);
      const res = await vendor.client.post('/api/vendor/products', productBody({ ...LADDER, priceTiers }));
      vendor.client.setHeader('accept-language', undefined);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_ERROR');
      return res.body.error.details.fields as Record<string, string>;
    };
    expect((await refused([{ minQuantity: 10, price: '1.50' }])).priceTiers).toBe(
      'A volume price must start above the minimum order',
    );
    expect(
      (
        await refused([
          { minQuantity: 100, price: '1.50' },
          { minQuantity: 50, price: '1.40' },
        ])
      ).priceTiers,
    ).toBe('Each volume price must start at a larger quantity than the one before');
    expect(
      (
        await refused([
          { minQuantity: 50, price: '1.50' },
          { minQuantity: 100, price: '1.60' },
        ])
      ).priceTiers,
    ).toBe('Each volume price must be lower than the price before it');
    expect((await refused([{ minQuantity: 50, price: '2.00' }], 'fr')).priceTiers).toBe(
      'Chaque prix par volume doit être inférieur au prix précédent',
    );
    const six = [20, 30, 40, 50, 60, 70].map((q, i) => ({ minQuantity: q, price: `1.${90 - i}` }));
    expect(Object.values(await refused(six)).join(' ')).toContain('at most 5 volume prices');
    expect(Object.keys(await refused([{ minQuantity: 'lots', price: '1.50' }])).join(' ')).toContain('priceTiers');
  });
});
