import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, createTestEnv, type TestEnv } from '../../../test/harness.ts';
import { CHECKOUT_DETAILS, signUp } from '../../../test/flows.ts';
import { buy, confirmReceipt, deliver, listProduct, ship, signInAdmin, type Party } from '../../../test/trade-flows.ts';
import { reliabilityOf } from './reliability.service.ts';

const DAY = 86_400_000;
let env: TestEnv;
let admin: ApiClient;
let vendor: Party;
let buyer: Party;

beforeAll(async () => {
  env = await createTestEnv();
  admin = await signInAdmin(env, 'reliability-admin@example.com');
  vendor = await signUp(env, { role: 'vendor', name: 'Kofi Mensah' });
  buyer = await signUp(env, { name: 'Claire Dubois' });
}, 60_000);
afterAll(async () => {
  await env.close();
});

describe('reliability profiles', () => {
  it('has no figures (null, not zero) before any trade', async () => {
    const stats = await new ApiClient(env.app).get('/api/reliability/stats');
    expect(stats.body).toEqual({
      profiledUsers: 0,
      averageRating: null,
      ratings: 0,
      successRate: null,
      disputeRate: null,
      vendorOrders: 0,
    });
    expect(await reliabilityOf(env.deps, vendor.userId)).toEqual({ userId: vendor.userId, vendor: null, buyer: null });
  });

  it('computes vendor and buyer figures from a known set of orders', async () => {
    const p = await listProduct(vendor, { leadTime: 10 });
    // A: shipped at once, delivered, released; the buyer rates the supplier 4
    const a = await buy(buyer, [p.id]);
    await deliver(env, admin, await ship(vendor, a.orderId, a.vo.id));
    expect((await confirmReceipt(buyer, a.vo.id)).status).toBe(200);
    expect(
      (await buyer.client.post('/api/reviews', { vendorOrderId: a.vo.id, vendor: { rating: 4, body: 'Good' } })).status,
    ).toBe(201);
    // E: shipped at once, delivered, disputed
    const e = await buy(buyer, [p.id]);
    await deliver(env, admin, await ship(vendor, e.orderId, e.vo.id));
    const disputed = await buyer.client.post('/api/disputes', {
      vendorOrderId: e.vo.id,
      reason: 'DAMAGED',
      requestedOutcome: 'FULL_REFUND',
      description: 'Sacks arrived torn and wet.',
    });
    expect(disputed.status, JSON.stringify(disputed.body)).toBe(201);
    // D: cancelled by the vendor (left out of every figure)
    const d = await buy(buyer, [p.id]);
    expect((await vendor.client.post(`/api/vendor/orders/${d.vo.id}/cancel`, { reason: 'Out of season' })).status).toBe(
      200,
    );
    // B: shipped 11 days after payment (lead time 10: late); C: never shipped, now overdue
    const b = await buy(buyer, [p.id]);
    const c = await buy(buyer, [p.id]);
    expect(c.vo.id).toBeTruthy();
    env.clock.advance(11 * DAY);
    for (const u of [vendor, buyer]) await u.client.post('/api/auth/login', { email: u.email, password: u.password });
    await ship(vendor, b.orderId, b.vo.id);
    // a checkout started and never paid
    await buyer.client.post('/api/cart/items', { productId: p.id, quantity: 1 });
    expect(
      (await buyer.client.post('/api/checkout', { ...CHECKOUT_DETAILS, idempotencyKey: 'never-paid' })).status,
    ).toBe(200);

    const r = await reliabilityOf(env.deps, vendor.userId);
    expect(r.vendor).toEqual({
      vendorId: vendor.userId,
      orders: 4,
      onTimeRate: 0.5, // A and E on time, B late, C overdue
      deliveryRate: 1, // A and E delivered; B still in transit is left out
      disputeRate: 0.25,
      disputes: 1,
      averageRating: 4,
      ratings: 1,
      responseSeconds: null,
    });
    const rb = await reliabilityOf(env.deps, buyer.userId);
    expect(rb.buyer).toEqual({
      buyerId: buyer.userId,
      checkouts: 6,
      paymentRate: 5 / 6,
      orders: 4,
      disputes: 1,
      disputeRate: 0.25,
    });
    expect(rb.vendor).toBeNull();

    // public: the vendor card and the aggregate tiles
    expect((await new ApiClient(env.app).get(`/api/reliability/vendors/${vendor.userId}`)).body).toMatchObject({
      onTimeRate: 0.5,
      averageRating: 4,
    });
    const many = await new ApiClient(env.app).get(`/api/reliability/vendors?ids=${vendor.userId},${buyer.userId}`);
    expect(many.body.items.map((v: { orders: number }) => v.orders)).toEqual([4, 0]);
    expect((await new ApiClient(env.app).get('/api/reliability/stats')).body).toEqual({
      profiledUsers: 2,
      averageRating: 4,
      ratings: 1,
      successRate: 1,
      disputeRate: 0.25,
      vendorOrders: 4,
    });

    // the per-user list is for admins
    expect((await buyer.client.get('/api/admin/reliability/profiles')).status).toBe(403);
    expect((await new ApiClient(env.app).get('/api/admin/reliability/profiles')).status).toBe(401);
    await admin.post('/api/auth/login', { email: 'reliability-admin@example.com', password: 'Trade-Admin-Pass-1' });
    const list = (await admin.get('/api/admin/reliability/profiles')).body.items;
    expect(list).toHaveLength(2);
    const v = list.find((x: { role: string }) => x.role === 'vendor');
    // score: mean of on time 0.5, delivered 1, no dispute 0.75, rating 0.8
    expect(v).toMatchObject({ userId: vendor.userId, name: 'Kofi Mensah', score: 76 });
    expect(list.find((x: { role: string }) => x.role === 'buyer')).toMatchObject({ userId: buyer.userId, score: 79 });
  });
});
