import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, createTestEnv, type TestEnv } from '../../../test/harness.ts';
import { payForCart, signUp } from '../../../test/flows.ts';
import { productBody } from '../../../test/fixtures.ts';
import { audit } from '../audit/audit.service.ts';
import { ensureAdmin } from '../auth/auth.service.ts';

/** The audit log answers with names a person can read, the ids beside them. */
let env: TestEnv;
let admin: ApiClient;
let adminId: string;

beforeAll(async () => {
  env = await createTestEnv();
  await ensureAdmin(env.deps, 'audit-admin@example.com', 'Audit-Admin-Pass-1');
  admin = new ApiClient(env.app);
  adminId = (await admin.post('/api/auth/login', { email: 'audit-admin@example.com', password: 'Audit-Admin-Pass-1' }))
    .body.user.id;
  await admin.patch('/api/me', {
    name: 'Zainab Bello',
    email: 'audit-admin@example.com',
    phone: '',
    company: '',
    country: '',
  });
});
afterAll(async () => {
  await env.close();
});

interface Row {
  action: string;
  actorId: string | null;
  actorName: string | null;
  actorEmail: string | null;
  subjectType: string;
  subjectId: string | null;
  subjectLabel: string | null;
  subjectDetail: string | null;
}

async function rows(): Promise<Row[]> {
  const res = await admin.get('/api/admin/audit?limit=500');
  expect(res.status).toBe(200);
  return res.body.items;
}

describe('admin audit log', () => {
  it('names the admin who acted and the user acted on', async () => {
    const victim = await signUp(env, { name: 'Chidi Nwosu' });
    await admin.post(`/api/admin/users/${victim.userId}/suspend`, { reason: 'Chargebacks' });
    const row = (await rows()).find((r) => r.action === 'admin.user_suspended' && r.subjectId === victim.userId);
    expect(row).toMatchObject({
      actorId: adminId,
      actorName: 'Zainab Bello',
      actorEmail: 'audit-admin@example.com',
      subjectType: 'user',
      subjectLabel: 'Chidi Nwosu',
      subjectDetail: victim.email,
    });
  });

  it('names a product by its name and vendor', async () => {
    const vendor = await signUp(env, { role: 'vendor', name: 'Kemi Adeyemi' });
    await vendor.client.patch('/api/me', {
      name: 'Kemi Adeyemi',
      email: vendor.email,
      phone: '',
      company: 'Adeyemi Cashews Ltd',
      country: 'Nigeria',
    });
    const p = (await vendor.client.post('/api/vendor/products', productBody({ name: 'Premium Cashew Nuts W320' })))
      .body;
    await admin.post(`/api/admin/products/${p.id}/deactivate`, { reason: 'Wrong category' });
    const row = (await rows()).find((r) => r.subjectId === p.id);
    expect(row).toMatchObject({
      subjectType: 'product',
      subjectLabel: 'Premium Cashew Nuts W320',
      subjectDetail: 'Adeyemi Cashews Ltd',
      actorName: 'Zainab Bello',
    });
  });

  it('names an order by its reference and the vendor, and a bank-transfer quote by its pro-forma number', async () => {
    const vendor = await signUp(env, { role: 'vendor' });
    await vendor.client.patch('/api/me', {
      name: 'Musa Danladi',
      email: vendor.email,
      phone: '',
      company: 'Danladi Grains',
      country: 'Nigeria',
    });
    const p = (
      await vendor.client.post(
        '/api/vendor/products',
        productBody({ name: 'Sorghum', price: '20.00', minOrder: 1, stock: 50 }),
      )
    ).body;
    const buyer = await signUp(env, { name: 'Efua Mensah' });
    await buyer.client.post('/api/cart/items', { productId: p.id, quantity: 2 });
    const pay = await payForCart(buyer.client);
    const { orderId } = (await buyer.client.post(`/api/checkout/${pay.checkoutId}/capture`)).body;
    const order = (await buyer.client.get(`/api/orders/${orderId}`)).body;
    const vendorOrderId = order.vendorOrders[0].id as string;
    await audit(env.deps.db, {
      actorId: null,
      action: 'test.vendor_order_checked',
      subjectType: 'vendor_order',
      subjectId: vendorOrderId,
    });
    await audit(env.deps.db, {
      actorId: null,
      action: 'test.checkout_checked',
      subjectType: 'checkout',
      subjectId: pay.checkoutId,
    });
    const all = await rows();
    expect(all.find((r) => r.action === 'test.vendor_order_checked')).toMatchObject({
      actorId: null,
      actorName: null,
      subjectLabel: (order.id as string).slice(0, 8).toUpperCase(),
      subjectDetail: 'Danladi Grains',
    });
    expect(all.find((r) => r.action === 'test.checkout_checked')?.subjectLabel).toMatch(/^PF-[0-9A-Z-]+$/);
  });

  it('shows a currency for an exchange rate, and no name (only the id) for a subject that no longer exists', async () => {
    expect(
      (
        await admin.put('/api/admin/exchange-rates/NGN', {
          unitsPerUsd: '1550.25',
          effectiveDate: env.clock.now().toISOString().slice(0, 10),
        })
      ).status,
    ).toBe(200);
    const gone = randomUUID();
    await audit(env.deps.db, {
      actorId: adminId,
      action: 'test.product_gone',
      subjectType: 'product',
      subjectId: gone,
    });
    await audit(env.deps.db, {
      actorId: adminId,
      action: 'test.not_a_uuid',
      subjectType: 'user',
      subjectId: 'legacy-42',
    });
    const all = await rows();
    expect(all.find((r) => r.action === 'admin.exchange_rate_set')).toMatchObject({
      subjectId: 'NGN',
      subjectLabel: 'NGN',
    });
    expect(all.find((r) => r.action === 'test.product_gone')).toMatchObject({
      subjectId: gone,
      subjectLabel: null,
      actorName: 'Zainab Bello',
    });
    expect(all.find((r) => r.action === 'test.not_a_uuid')).toMatchObject({
      subjectId: 'legacy-42',
      subjectLabel: null,
    });
  });

  it('is for admins only', async () => {
    const buyer = await signUp(env);
    expect((await buyer.client.get('/api/admin/audit')).status).toBe(403);
    expect((await new ApiClient(env.app).get('/api/admin/audit')).status).toBe(401);
  });
});
