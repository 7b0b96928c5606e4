import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ApiClient, createTestEnv, type TestEnv } from '../../../test/harness.ts';
import { payForCart, quickBuyer, signUp } from '../../../test/flows.ts';
import { productBody } from '../../../test/fixtures.ts';

let env: TestEnv;
let vendor: Awaited<ReturnType<typeof signUp>>;
let otherVendor: Awaited<ReturnType<typeof signUp>>;

async function product(v: typeof vendor, overrides: Record<string, unknown>): Promise<string> {
  const res = await v.client.post('/api/vendor/products', productBody(overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

async function buy(buyer: ApiClient, productId: string, quantity: number): Promise<string> {
  expect((await buyer.post('/api/cart/items', { productId, quantity })).status).toBe(200);
  const pay = await payForCart(buyer);
  const captured = await buyer.post(`/api/checkout/${pay.checkoutId}/capture`);
  expect(captured.status, JSON.stringify(captured.body)).toBe(200);
  return captured.body.orderId as string;
}

beforeAll(async () => {
  env = await createTestEnv();
  vendor = await signUp(env, { role: 'vendor', name: 'Kofi Mensah' });
  otherVendor = await signUp(env, { role: 'vendor', name: 'Amina Bello' });
});
afterAll(async () => {
  await env.close();
});

describe('saved products', () => {
  it('needs a session', async () => {
    const anon = new ApiClient(env.app);
    expect((await anon.get('/api/saved/products')).status).toBe(401);
    expect((await anon.request('PUT', '/api/saved/products/00000000-0000-4000-8000-000000000000', {})).status).toBe(
      401,
    );
    expect((await anon.get('/api/suppliers')).status).toBe(401);
  });

  it('saves idempotently with the price at save time, and shows price changes and availability', async () => {
    const shea = await product(vendor, { name: 'Shea Butter', price: '40.00', currency: 'USD', minOrder: 2, stock: 5 });
    const cocoa = await product(vendor, {
      name: 'Cocoa Beans',
      price: '2450.00',
      currency: 'USD',
      minOrder: 1,
      stock: null,
    });
    const fabric = await product(otherVendor, {
      name: 'Ankara Fabric',
      price: '4500.00',
      currency: 'NGN',
      minOrder: 10,
      stock: null,
    });
    const buyer = await quickBuyer(env, 1);

    for (const id of [shea, cocoa, fabric, shea]) {
      expect((await buyer.request('PUT', `/api/saved/products/${id}`, {})).status).toBe(200);
      env.clock.advance(1000);
    }
    expect((await buyer.get('/api/saved/ids')).body.productIds.sort()).toEqual([shea, cocoa, fabric].sort());

    // the vendors change things after the save
    expect(
      (
        await vendor.client.put(
          `/api/vendor/products/${shea}`,
          productBody({ name: 'Shea Butter', price: '35.50', currency: 'USD', minOrder: 2, stock: 0 }),
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await vendor.client.put(
          `/api/vendor/products/${cocoa}`,
          productBody({ name: 'Cocoa Beans', price: '2600.00', currency: 'USD', minOrder: 1, stock: null }),
        )
      ).status,
    ).toBe(200);
    expect((await otherVendor.client.delete(`/api/vendor/products/${fabric}`)).status).toBe(200);
    // saving again does not overwrite the price it was saved at
    expect((await buyer.request('PUT', `/api/saved/products/${cocoa}`, {})).status).toBe(200);

    const list = (await buyer.get('/api/saved/products')).body.items as Array<Record<string, unknown>>;
    expect(list.map((i) => i.name)).toEqual(['Ankara Fabric', 'Cocoa Beans', 'Shea Butter']);
    const by = (name: string) => list.find((i) => i.name === name)!;
    expect(by('Shea Butter')).toMatchObject({
      availability: 'out_of_stock',
      savedPriceCents: 4000,
      priceCents: 3550,
      priceChange: 'down',
      stock: 0,
    });
    expect(by('Cocoa Beans')).toMatchObject({
      availability: 'in_stock',
      savedPriceCents: 245000,
      priceCents: 260000,
      priceChange: 'up',
      stock: null,
      vendorId: vendor.userId,
    });
    expect(by('Ankara Fabric')).toMatchObject({ availability: 'unlisted', currency: 'NGN', priceChange: 'none' });

    // unsave (twice is fine)
    expect((await buyer.delete(`/api/saved/products/${fabric}`)).status).toBe(200);
    expect((await buyer.delete(`/api/saved/products/${fabric}`)).status).toBe(200);
    expect((await buyer.get('/api/saved/products')).body.items).toHaveLength(2);
  });

  it('keeps each list private to its owner', async () => {
    const id = await product(vendor, { name: 'Private Pepper', price: '10.00', minOrder: 1 });
    const a = await quickBuyer(env, 2);
    const b = await quickBuyer(env, 3);
    await a.request('PUT', `/api/saved/products/${id}`, {});
    expect((await b.get('/api/saved/products')).body.items).toEqual([]);
    expect((await b.get('/api/saved/ids')).body).toEqual({ productIds: [], vendorIds: [] });
    // b deleting a's product from "their" list touches only their own list
    await b.delete(`/api/saved/products/${id}`);
    expect((await a.get('/api/saved/products')).body.items).toHaveLength(1);
  });

  it('refuses unknown or hidden products', async () => {
    const buyer = await quickBuyer(env, 4);
    expect((await buyer.request('PUT', '/api/saved/products/00000000-0000-4000-8000-000000000000', {})).status).toBe(
      404,
    );
    expect((await buyer.request('PUT', '/api/saved/products/not-a-uuid', {})).status).toBe(400);
    const gone = await product(vendor, { name: 'Gone Soon', price: '1.00', minOrder: 1 });
    await vendor.client.delete(`/api/vendor/products/${gone}`);
    expect((await buyer.request('PUT', `/api/saved/products/${gone}`, {})).status).toBe(404);
  });
});

describe('my suppliers', () => {
  it('lists vendors ordered from and followed, with last order and reliability from real data', async () => {
    const pepper = await product(vendor, {
      name: 'Dried Pepper',
      price: '20.00',
      currency: 'USD',
      minOrder: 1,
      stock: null,
      leadTime: 5,
    });
    const buyer = await quickBuyer(env, 10);
    const first = await buy(buyer, pepper, 2);
    env.clock.advance(3_600_000);
    const second = await buy(buyer, pepper, 3);
    // another buyer's order, cancelled by the vendor: counts in the vendor's figures, not in this buyer's
    const stranger = await quickBuyer(env, 11);
    const strangerOrder = await buy(stranger, pepper, 1);
    const vo = (await stranger.get(`/api/orders/${strangerOrder}`)).body.vendorOrders[0].id as string;
    expect((await vendor.client.post(`/api/vendor/orders/${vo}/cancel`, { reason: 'Out of season' })).status).toBe(200);
    // delivery data: the first order on time (3 days, lead time 5), the second late (9 days)
    const vos = (await buyer.get('/api/orders')).body.items.flatMap(
      (o: { id: string; vendorOrders: { id: string }[] }) => o.vendorOrders.map((v) => ({ orderId: o.id, id: v.id })),
    );
    const voOf = (orderId: string) => vos.find((v: { orderId: string }) => v.orderId === orderId)!.id as string;
    await env.deps.db.execute(
      sql`update vendor_orders set status = 'DELIVERED', delivered_at = created_at + interval '3 days' where id = ${voOf(first)}`,
    );
    await env.deps.db.execute(
      sql`update vendor_orders set status = 'DELIVERED', delivered_at = created_at + interval '9 days' where id = ${voOf(second)}`,
    );

    expect((await buyer.request('PUT', `/api/suppliers/${otherVendor.userId}/follow`, {})).status).toBe(200);
    expect((await buyer.request('PUT', `/api/suppliers/${otherVendor.userId}/follow`, {})).status).toBe(200);
    const inquiry = await buyer.post('/api/messaging/inquiries', {
      productId: pepper,
      quantity: 5,
      unit: 'MT',
      currency: 'USD',
      destinationCountry: 'France',
      message: 'Can you ship ten more tonnes in March?',
    });
    expect(inquiry.status, JSON.stringify(inquiry.body)).toBe(201);

    const items = (await buyer.get('/api/suppliers')).body.items as Array<Record<string, any>>;
    expect(items).toHaveLength(2);
    const kofi = items.find((s) => s.vendorId === vendor.userId)!;
    expect(kofi).toMatchObject({
      name: 'Kofi Mensah',
      following: false,
      orderCount: 2,
      isVerified: false,
      lastOrder: { orderId: second, reference: second.slice(0, 8).toUpperCase() },
      conversationId: inquiry.body.id,
    });
    expect(typeof kofi.productId).toBe('string');
    expect(kofi.reliability).toEqual({
      totalOrders: 3,
      deliveredOrders: 2,
      deliveredOnTime: 1,
      cancelledOrders: 1,
      disputes: 0,
      medianResponseSeconds: null,
    });
    const amina = items.find((s) => s.vendorId === otherVendor.userId)!;
    expect(amina).toMatchObject({
      name: 'Amina Bello',
      following: true,
      orderCount: 0,
      lastOrder: null,
      conversationId: null,
    });
    expect((await buyer.get('/api/saved/ids')).body.vendorIds).toEqual([otherVendor.userId]);

    // private: the other buyer sees only their own supplier
    const theirs = (await stranger.get('/api/suppliers')).body.items as Array<Record<string, any>>;
    expect(theirs.map((s) => s.vendorId)).toEqual([vendor.userId]);
    expect(theirs[0]).toMatchObject({ orderCount: 1, following: false });

    // unfollow: a vendor never ordered from disappears
    expect((await buyer.delete(`/api/suppliers/${otherVendor.userId}/follow`)).status).toBe(200);
    expect(((await buyer.get('/api/suppliers')).body.items as unknown[]).length).toBe(1);
  });

  it('reports the median first reply time to inquiries', async () => {
    const v = await signUp(env, { role: 'vendor', name: 'Reply Speed' });
    const item = await product(v, { name: 'Quick Reply Millet', price: '3.00', minOrder: 1, stock: null });
    const times = [2, 4, 30]; // hours: the median is 4
    for (const [i, hours] of times.entries()) {
      const asker = await quickBuyer(env, 21 + i);
      const inquiry = await asker.post('/api/messaging/inquiries', {
        productId: item,
        quantity: 5,
        unit: 'MT',
        currency: 'USD',
        destinationCountry: 'France',
        message: 'Please quote for five tonnes, delivered.',
      });
      expect(inquiry.status, JSON.stringify(inquiry.body)).toBe(201);
      env.clock.advance(hours * 3_600_000);
      const reply = await v.client.post(`/api/messaging/conversations/${inquiry.body.id}/messages`, {
        body: 'Thank you, our quote follows shortly.',
      });
      expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    }
    const follower = await quickBuyer(env, 30); // a fresh session: the clock moved 36 hours
    await follower.request('PUT', `/api/suppliers/${v.userId}/follow`, {});
    const listed = await follower.get('/api/suppliers');
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    const mine = (listed.body.items as Array<Record<string, any>>).find((s) => s.vendorId === v.userId)!;
    expect(mine.conversationId).toBeNull(); // the follower never wrote to them
    expect(mine.reliability).toMatchObject({ totalOrders: 0, disputes: 0, medianResponseSeconds: 4 * 3600 });
  });

  it('refuses following a non-vendor or yourself', async () => {
    const buyer = await signUp(env);
    const other = await signUp(env);
    expect((await buyer.client.request('PUT', `/api/suppliers/${other.userId}/follow`, {})).status).toBe(404);
    expect((await vendor.client.request('PUT', `/api/suppliers/${vendor.userId}/follow`, {})).status).toBe(400);
  });
});
