import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { ApiClient, createTestEnv, type TestEnv } from '../../../test/harness.ts';
import { signUp } from '../../../test/flows.ts';
import { buy, listProduct, releasedOrder, signInAdmin, type Party } from '../../../test/trade-flows.ts';
import { publicAuthorName } from './reviews.service.ts';

let env: TestEnv;
let admin: ApiClient;
let vendor: Party;
let otherVendor: Party;

beforeAll(async () => {
  env = await createTestEnv();
  admin = await signInAdmin(env, 'reviews-admin@example.com');
  vendor = await signUp(env, { role: 'vendor', name: 'Kofi Mensah' });
  otherVendor = await signUp(env, { role: 'vendor', name: 'Other Vendor' });
}, 60_000);
afterAll(async () => {
  await env.close();
});

describe('reviews', () => {
  it('shortens the author name', () => {
    expect(publicAuthorName('Claire', 'Dubois')).toBe('Claire D.');
    expect(publicAuthorName('Claire', '')).toBe('Claire');
    expect(publicAuthorName('', null)).toBe('Buyer');
  });

  it('are for the buyer of a released vendor order only, once per supplier and product; the rating reaches the product', async () => {
    const p1 = await listProduct(vendor);
    const p2 = await listProduct(vendor);
    const buyer = await signUp(env, { name: 'Claire Dubois' });
    // before release: refused
    const early = await buy(buyer, [p1.id]);
    expect((await buyer.client.get(`/api/reviews/vendor-orders/${early.vo.id}`)).body).toMatchObject({
      canReview: false,
      blockedBy: 'NOT_RELEASED',
    });
    expect(
      (await buyer.client.post('/api/reviews', { vendorOrderId: early.vo.id, vendor: { rating: 5, body: 'Great' } }))
        .status,
    ).toBe(409);

    const { vo, orderId } = await releasedOrder(env, admin, vendor, buyer, [p1.id, p2.id]);
    const options = await buyer.client.get(`/api/reviews/vendor-orders/${vo.id}`);
    expect(options.body).toMatchObject({ canReview: true, blockedBy: null, vendor: null });
    expect(options.body.products.map((p: { productId: string }) => p.productId).sort()).toEqual([p1.id, p2.id].sort());

    // someone else, the vendor, anyone signed out
    const stranger = await signUp(env, { name: 'Stranger' });
    const body = {
      vendorOrderId: vo.id,
      vendor: { rating: 4, body: 'Packed well, answered fast.' },
      products: [{ productId: p1.id, rating: 5, body: 'Excellent quality.' }],
    };
    expect((await stranger.client.post('/api/reviews', body)).status).toBe(404);
    expect((await vendor.client.post('/api/reviews', body)).status).toBe(403);
    expect((await new ApiClient(env.app).post('/api/reviews', body)).status).toBe(401);
    // validation names the field
    const bad = await buyer.client.post('/api/reviews', {
      vendorOrderId: vo.id,
      vendor: { rating: 6, body: 'x'.repeat(2001) },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.details.fields).sort()).toEqual(['vendor.body', 'vendor.rating']);
    const foreign = await buyer.client.post('/api/reviews', {
      vendorOrderId: vo.id,
      products: [{ productId: early.vo.id, rating: 3, body: '' }],
    });
    expect(foreign.status).toBe(400);

    const created = await buyer.client.post('/api/reviews', body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.items).toHaveLength(2);
    expect(created.body.items[0]).toMatchObject({
      authorName: 'Claire D.',
      authorCountry: 'France',
      rating: 4,
      productId: null,
      reply: null,
    });
    // once: the same again (even in part) is refused and nothing is half-written
    expect((await buyer.client.post('/api/reviews', body)).status).toBe(409);
    const again = await buyer.client.post('/api/reviews', {
      vendorOrderId: vo.id,
      products: [
        { productId: p2.id, rating: 3, body: 'Fine' },
        { productId: p1.id, rating: 1, body: 'Changed my mind' },
      ],
    });
    expect(again.status).toBe(409);
    expect((await buyer.client.get(`/api/products/${p2.id}/reviews`)).body.summary.count).toBe(0);
    expect(
      (
        await buyer.client.post('/api/reviews', {
          vendorOrderId: vo.id,
          products: [{ productId: p2.id, rating: 2, body: 'Smaller than shown.' }],
        })
      ).status,
    ).toBe(201);
    expect((await buyer.client.get(`/api/reviews/vendor-orders/${vo.id}`)).body).toMatchObject({
      canReview: false,
      blockedBy: 'ALL_REVIEWED',
    });
    expect((await buyer.client.get('/api/reviews/mine')).body.items).toEqual([{ vendorOrderId: vo.id, reviewed: 3 }]);

    // product rating and count on the product (cards and detail page) and the public list
    const product = (await new ApiClient(env.app).get(`/api/products/${p1.id}`)).body;
    expect(product).toMatchObject({ rating: 5, reviews: 1 });
    const list = await new ApiClient(env.app).get(`/api/products/${p1.id}/reviews`);
    expect(list.body.summary).toEqual({ average: 5, count: 1, distribution: [0, 0, 0, 0, 1] });
    expect(list.body.items[0]).toMatchObject({ body: 'Excellent quality.', canReply: false, authorName: 'Claire D.' });
    expect(JSON.stringify(list.body)).not.toContain(buyer.email);

    // the vendor is told in-app and by e-mail
    const mail = await env.smtp.waitFor(vendor.email, (m) => m.subject.startsWith('New review'));
    expect(mail.text).toContain('Claire D.');
    const notes = (await vendor.client.get('/api/notifications')).body.items;
    const received = notes.filter((n: { kind: string }) => n.kind === 'review.received');
    expect(
      received.map((n: { data: { count: number; orderId: string } }) => [n.data.orderId, n.data.count]).sort(),
    ).toEqual([
      [orderId, 1],
      [orderId, 2],
    ]);
    const audited = await queryRows(
      env.deps.db,
      sql`select action from audit_log where subject_id = ${vo.id} and action = 'review.created'`,
    );
    expect(audited).toHaveLength(2);
  });

  it('the vendor of the order replies once; nobody else can', async () => {
    const p = await listProduct(vendor);
    const buyer = await signUp(env, { name: 'Amina Yusuf' });
    const { vo } = await releasedOrder(env, admin, vendor, buyer, [p.id]);
    const created = await buyer.client.post('/api/reviews', {
      vendorOrderId: vo.id,
      products: [{ productId: p.id, rating: 3, body: 'Arrived late.' }],
    });
    const reviewId = created.body.items[0].id as string;
    expect((await vendor.client.get(`/api/products/${p.id}/reviews`)).body.items[0].canReply).toBe(true);
    expect((await otherVendor.client.post(`/api/reviews/${reviewId}/reply`, { body: 'Not mine' })).status).toBe(404);
    expect((await buyer.client.post(`/api/reviews/${reviewId}/reply`, { body: 'Me too' })).status).toBe(403);
    const replied = await vendor.client.post(`/api/reviews/${reviewId}/reply`, {
      body: 'Sorry: the port was closed for two days.',
    });
    expect(replied.status).toBe(200);
    expect(replied.body).toMatchObject({ reply: 'Sorry: the port was closed for two days.', canReply: false });
    expect((await vendor.client.post(`/api/reviews/${reviewId}/reply`, { body: 'Again' })).status).toBe(409);
    const mine = (await vendor.client.get('/api/vendor/reviews')).body;
    expect(mine.items.find((r: { id: string }) => r.id === reviewId)).toMatchObject({
      reply: 'Sorry: the port was closed for two days.',
    });
    expect(
      (await buyer.client.get('/api/notifications')).body.items.some(
        (n: { kind: string }) => n.kind === 'review.replied',
      ),
    ).toBe(true);
  });
});
