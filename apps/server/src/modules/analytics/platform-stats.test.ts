/** The public figures of the home page: counted from the database, never invented; a rating only over enough reviews. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ApiClient, createTestEnv, type TestEnv } from '../../../test/harness.ts';
import { signUp } from '../../../test/flows.ts';
import { listProduct, releasedOrder, signInAdmin } from '../../../test/trade-flows.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
}, 60_000);
afterAll(async () => {
  await env.close();
});

const stats = async () => {
  const res = await new ApiClient(env.app).get('/api/platform/stats');
  expect(res.status).toBe(200);
  return res;
};

describe('GET /api/platform/stats', () => {
  it('says zero (and no rating) on an empty platform, publicly and cacheably', async () => {
    const res = await stats();
    expect(res.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=600');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.body).toMatchObject({
      verifiedVendors: 0,
      liveProducts: 0,
      supplierCountries: 0,
      buyerCountries: 0,
      reviews: 0,
      averageRating: null,
    });
  });

  it('counts verified vendors with products on sale, their countries, the products, buyers’ countries and reviews', async () => {
    const admin = await signInAdmin(env, 'stats-admin@example.com');
    const verified = await signUp(env, { role: 'vendor', name: 'Ama Owusu' });
    const pending = await signUp(env, { role: 'vendor', name: 'Kofi Boateng' });
    const idle = await signUp(env, { role: 'vendor', name: 'No Products' });
    await env.deps.db.execute(
      sql`update users set kyc_status = 'VERIFIED', country = 'Ghana' where id in (${verified.userId}, ${idle.userId})`,
    );
    await env.deps.db.execute(
      sql`update users set kyc_status = 'PENDING', country = 'Kenya' where id = ${pending.userId}`,
    );
    const products = [
      await listProduct(verified),
      await listProduct(verified),
      await listProduct(verified),
      await listProduct(verified),
    ];
    const soldOut = await listProduct(verified, { stock: 1 });
    await listProduct(pending);
    expect((await stats()).body).toMatchObject({
      verifiedVendors: 1,
      liveProducts: 6,
      supplierCountries: 2,
      reviews: 0,
      averageRating: null,
    });

    // One order of four products, delivered: the buyer reviews the supplier and each product (five reviews).
    const buyer = await signUp(env, { name: 'Claire Dubois' });
    const { vo } = await releasedOrder(
      env,
      admin,
      verified,
      buyer,
      products.map((p) => p.id),
    );
    const ratings = [5, 4, 4, 5];
    const first = await buyer.client.post('/api/reviews', {
      vendorOrderId: vo.id,
      vendor: { rating: 3, body: 'Slow to answer at first' },
      products: [],
    });
    expect(first.status, JSON.stringify(first.body)).toBeLessThan(300);
    // One review is not enough to show an average.
    expect((await stats()).body).toMatchObject({ reviews: 1, averageRating: null, buyerCountries: 1 });
    const rest = await buyer.client.post('/api/reviews', {
      vendorOrderId: vo.id,
      vendor: null,
      products: products.map((p, i) => ({ productId: p.id, rating: ratings[i], body: 'As described' })),
    });
    expect(rest.status, JSON.stringify(rest.body)).toBeLessThan(300);
    const body = (await stats()).body;
    expect(body).toMatchObject({ reviews: 5, averageRating: Math.round(((3 + 5 + 4 + 4 + 5) / 5) * 10) / 10 });

    // Taken down, sold out or suspended: no longer on sale.
    await admin.post(`/api/admin/products/${products[0]!.id}/deactivate`, { reason: 'Checking the certificates' });
    await env.deps.db.execute(sql`update products set available_stock = 0 where id = ${soldOut.id}`);
    expect((await stats()).body).toMatchObject({ verifiedVendors: 1, liveProducts: body.liveProducts - 2 });
    await env.deps.db.execute(sql`update users set status = 'suspended' where id = ${verified.userId}`);
    expect((await stats()).body.verifiedVendors).toBe(0);
  });
});
