import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { ApiClient, createTestEnv, type TestEnv } from '../../../test/harness.ts';
import { payForCart, signUp } from '../../../test/flows.ts';
import { productBody } from '../../../test/fixtures.ts';
import { ensureAdmin } from '../auth/auth.service.ts';
import { findUserByEmail } from '../auth/auth.repository.ts';
import { releaseEscrow } from '../orders/orders.service.ts';

let env: TestEnv;
let admin: ApiClient;
let adminId: string;

beforeAll(async () => {
  env = await createTestEnv();
  await ensureAdmin(env.deps, 'console-admin@example.com', 'Console-Admin-Pass-1');
  admin = new ApiClient(env.app);
  adminId = (
    await admin.post('/api/auth/login', { email: 'console-admin@example.com', password: 'Console-Admin-Pass-1' })
  ).body.user.id;
});
afterAll(async () => {
  await env.close();
});

describe('admin console', () => {
  it('suspends a user (signed out at once, API refuses) and reinstates them; never oneself; buyers cannot', async () => {
    const victim = await signUp(env);
    expect((await victim.client.get('/api/admin/users')).status).toBe(403);
    const found = await admin.get(`/api/admin/users?q=${encodeURIComponent(victim.email)}`);
    expect(found.body.items).toHaveLength(1);
    expect(
      (await admin.post(`/api/admin/users/${victim.userId}/suspend`, { reason: 'Fraud signals' })).body.status,
    ).toBe('suspended');
    expect((await victim.client.get('/api/me')).status).toBe(401);
    expect(
      (await new ApiClient(env.app).post('/api/auth/login', { email: victim.email, password: victim.password })).body
        .error.code,
    ).toBe('ACCOUNT_SUSPENDED');
    expect((await admin.post(`/api/admin/users/${victim.userId}/reinstate`, {})).body.status).toBe('active');
    expect(
      (await new ApiClient(env.app).post('/api/auth/login', { email: victim.email, password: victim.password })).status,
    ).toBe(200);
    expect((await admin.post(`/api/admin/users/${adminId}/suspend`, { reason: 'oops' })).status).toBe(403);
    const auditLog = (await admin.get('/api/admin/audit')).body.items.map((a: { action: string }) => a.action);
    expect(auditLog).toEqual(expect.arrayContaining(['admin.user_suspended', 'admin.user_reinstated']));
  });

  it('grants and removes roles, keeping the active role valid; admins keep their own admin role', async () => {
    const u = await signUp(env);
    const granted = await admin.put(`/api/admin/users/${u.userId}/roles`, { roles: ['buyer', 'vendor'] });
    expect(granted.body.roles).toEqual(['buyer', 'vendor']);
    const removed = await admin.put(`/api/admin/users/${u.userId}/roles`, { roles: ['vendor'] });
    expect(removed.body).toMatchObject({ roles: ['vendor'], activeRole: 'vendor' });
    expect((await admin.put(`/api/admin/users/${adminId}/roles`, { roles: ['buyer'] })).status).toBe(403);
    expect((await admin.put(`/api/admin/users/${u.userId}/roles`, { roles: [] })).status).toBe(400);
  });

  it('takes a product down with a reason (vendor notified; an edit does not bring it back) and puts it back', async () => {
    const vendor = await signUp(env, { role: 'vendor' });
    const p = (
      await vendor.client.post('/api/vendor/products', productBody({ name: 'Counterfeit Watch Lot', stock: 10 }))
    ).body;
    const down = await admin.post(`/api/admin/products/${p.id}/deactivate`, { reason: 'Suspected counterfeit goods' });
    expect(down.status).toBe(200);
    expect((await new ApiClient(env.app).get(`/api/products/${p.id}`)).status).toBe(404);
    await vendor.client.put(`/api/vendor/products/${p.id}`, productBody({ name: 'Counterfeit Watch Lot', stock: 20 }));
    expect((await new ApiClient(env.app).get(`/api/products/${p.id}`)).status).toBe(404);
    const notes = (await vendor.client.get('/api/notifications')).body.items;
    expect(notes.find((n: { kind: string }) => n.kind === 'vendor.product_deactivated')).toMatchObject({
      data: { reason: 'Suspected counterfeit goods' },
    });
    expect((await admin.post(`/api/admin/products/${p.id}/reactivate`, {})).status).toBe(200);
    expect((await new ApiClient(env.app).get(`/api/products/${p.id}`)).status).toBe(200);
    expect((await admin.get('/api/admin/products?q=counterfeit')).body.items[0]).toMatchObject({
      id: p.id,
      moderated: false,
    });
  });

  it('answers and closes support tickets by e-mail', async () => {
    const email = `asker.${Date.now()}@example.com`;
    const t = await new ApiClient(env.app).post('/api/support/contact', {
      name: 'Asker',
      email,
      category: 'Order Support',
      subject: 'Where is my order',
      message: 'Order 123 has not arrived',
    });
    const list = (await admin.get('/api/admin/support-tickets?status=open')).body.items;
    const ticket = list.find((x: { reference: string }) => x.reference === t.body.reference);
    expect(ticket).toBeDefined();
    expect(
      (await admin.post(`/api/admin/support-tickets/${ticket.id}/reply`, { message: 'It ships tomorrow.' })).status,
    ).toBe(200);
    const mail = await env.smtp.waitFor(email, (m) => m.subject.startsWith('Re:'));
    expect(mail.text).toContain('It ships tomorrow.');
    expect((await admin.post(`/api/admin/support-tickets/${ticket.id}/close`)).status).toBe(200);
    expect((await admin.post(`/api/admin/support-tickets/${ticket.id}/reply`, { message: 'again' })).status).toBe(409);
  });

  it('pays out released funds to verified vendors only, within the balance, once per reference; CSV and report match the ledger', async () => {
    const from = env.clock.now().toISOString().slice(0, 10);
    const vendor = await signUp(env, { role: 'vendor' });
    const p = (
      await vendor.client.post(
        '/api/vendor/products',
        productBody({ name: 'Payout goods', price: '100.00', minOrder: 1, stock: 10 }),
      )
    ).body;
    const buyer = await signUp(env);
    await buyer.client.post('/api/cart/items', { productId: p.id, quantity: 2 });
    const pay = await payForCart(buyer.client);
    const { orderId } = (await buyer.client.post(`/api/checkout/${pay.checkoutId}/capture`)).body;
    const vo = (await buyer.client.get(`/api/orders/${orderId}`)).body.vendorOrders[0];
    await releaseEscrow(env.deps, { id: null }, vo.id, 'test');
    const balances = (await admin.get('/api/admin/payouts')).body.items;
    expect(balances.find((b: { vendorId: string }) => b.vendorId === vendor.userId)).toMatchObject({
      availableCents: 19000,
      kycStatus: 'NONE',
    });

    expect(
      (await admin.post('/api/admin/payouts', { vendorId: vendor.userId, amount: '100.00', reference: 'TRF-1' }))
        .status,
    ).toBe(409);
    const user = await findUserByEmail(env.deps.db, vendor.email);
    await env.deps.db.execute(sql`update users set kyc_status = 'VERIFIED' where id = ${user!.id}`);
    // no bank details yet: nowhere to send the money
    const noBank = await admin.post('/api/admin/payouts', {
      vendorId: vendor.userId,
      amount: '100.00',
      reference: 'TRF-1',
    });
    expect(noBank.status).toBe(409);
    expect(noBank.body.error.message).toBe(
      'The vendor has not added bank details for payouts yet (Settings > Billing)',
    );
    expect(
      (
        await vendor.client.put('/api/me/bank-details', {
          bankName: 'Ecobank Ghana',
          bankCountry: 'Ghana',
          accountHolderName: 'Payout Goods Ltd',
          accountNumber: '1441 0012 3456 789',
          swiftCode: 'ECOCGHAC',
        })
      ).status,
    ).toBe(200);
    const listed = (await admin.get('/api/admin/payouts')).body.items.find(
      (b: { vendorId: string }) => b.vendorId === vendor.userId,
    );
    // the admin sees the full destination (the vendor only ever sees it masked)
    expect(listed.bankDetails).toMatchObject({
      bankName: 'Ecobank Ghana',
      accountHolderName: 'Payout Goods Ltd',
      accountNumber: '144100123456789',
      swiftCode: 'ECOCGHAC',
    });
    expect((await vendor.client.get('/api/me/bank-details')).body.bankDetails.accountNumberMasked).toBe('•••• 6789');
    expect((await vendor.client.get('/api/admin/payouts')).status).toBe(403);
    expect(
      (await admin.post('/api/admin/payouts', { vendorId: vendor.userId, amount: '190.01', reference: 'TRF-1' }))
        .status,
    ).toBe(400);
    expect(
      (await admin.post('/api/admin/payouts', { vendorId: vendor.userId, amount: '150.00', reference: 'TRF-1' }))
        .status,
    ).toBe(200);
    expect(
      (await admin.post('/api/admin/payouts', { vendorId: vendor.userId, amount: '10.00', reference: 'TRF-1' })).status,
    ).toBe(409);
    expect((await vendor.client.get('/api/vendor/balance')).body).toMatchObject({
      availableCents: 4000,
      paidOutCents: 15000,
    });

    const to = env.clock.now().toISOString().slice(0, 10);
    const report = (await admin.get(`/api/admin/reports?from=${from}&to=${to}`)).body;
    expect(report).toMatchObject({ orders: 1, gmvCents: 22000 });
    expect(report.money).toMatchObject({
      paidIntoEscrowCents: 22000,
      heldInEscrowCents: 0,
      releasedToVendorsCents: 19000,
      paidOutCents: 15000,
      awaitingPayoutCents: 4000,
      fees: { buyerCents: 2000, sellerCents: 1000, totalCents: 3000 },
    });
    const csv = await admin.raw(`/api/admin/reports/ledger.csv?from=${from}&to=${to}`);
    expect(csv.headers['content-type']).toContain('text/csv');
    const rows = csv.body
      .trim()
      .split('\r\n')
      .slice(1)
      .map((r) => r.split(','));
    const [ledger] = await queryRows<{ n: number; total: string }>(
      env.deps.db,
      sql`select count(*)::int as n, sum(abs(amount_cents))::text as total from ledger_entries`,
    );
    expect(rows).toHaveLength(ledger!.n);
    expect(rows.reduce((s, r) => s + Math.round(Math.abs(Number(r[6])) * 100), 0)).toBe(Number(ledger!.total));
    expect(rows.reduce((s, r) => s + Math.round(Number(r[6]) * 100), 0)).toBe(0);

    const overview = (await admin.get('/api/admin/overview')).body;
    expect(overview).toMatchObject({ orders: 1, gmvCents: 22000, openDisputes: 0 });
    expect(overview.money).toEqual({ ...report.money, from: null, to: overview.money.to });
    expect(overview.daily[0]).toMatchObject({ orders: 1, gmvCents: 22000 });
  });
});
