import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { ApiClient, createTestEnv, type TestEnv } from '../../../test/harness.ts';
import { signUp } from '../../../test/flows.ts';
import { buy, confirmReceipt, deliver, listProduct, ship, signInAdmin, type Party } from '../../../test/trade-flows.ts';
import { autoReleaseDue } from '../orders/orders.service.ts';

const DAY = 86_400_000;
let env: TestEnv;
let admin: ApiClient;
let vendor: Party;

beforeAll(async () => {
  env = await createTestEnv();
  admin = await signInAdmin(env, 'fraud-admin@example.com');
  vendor = await signUp(env, { role: 'vendor', name: 'Kofi Mensah' });
}, 60_000);
afterAll(async () => {
  await env.close();
});

async function relogin(...parties: Party[]) {
  for (const u of parties) await u.client.post('/api/auth/login', { email: u.email, password: u.password });
  await admin.post('/api/auth/login', { email: 'fraud-admin@example.com', password: 'Trade-Admin-Pass-1' });
}

async function setCountry(userId: string, country: string) {
  await env.deps.db.execute(sql`update users set country = ${country} where id = ${userId}`);
}

async function vendorOrder(id: string) {
  const [row] = await queryRows<{ fraud_hold: boolean; escrow_status: string }>(
    env.deps.db,
    sql`select fraud_hold, escrow_status from vendor_orders where id = ${id}`,
  );
  return row!;
}

describe('fraud monitoring', () => {
  it('leaves an ordinary order alone', async () => {
    const p = await listProduct(vendor, { price: '100.00' });
    const buyer = await signUp(env, { name: 'Quiet Buyer' });
    await setCountry(buyer.userId, 'France');
    await buy(buyer, [p.id]);
    expect((await admin.get('/api/admin/fraud/alerts')).body.items).toEqual([]);
    expect((await new ApiClient(env.app).get('/api/fraud/stats')).body).toMatchObject({
      alertsToday: 0,
      highRisk: 0,
      heldOrders: 0,
      dismissed: 0,
    });
  });

  it('flags a high-value order from a new account shipped to another continent; a held order cannot be released', async () => {
    const p = await listProduct(vendor, { price: '600.00' });
    const buyer = await signUp(env, { name: 'New Buyer' });
    await setCountry(buyer.userId, 'Nigeria');
    const { orderId, vo } = await buy(buyer, [p.id]);
    const alerts = (await admin.get('/api/admin/fraud/alerts')).body.items;
    expect(alerts).toHaveLength(1);
    const alert = alerts[0];
    expect(alert).toMatchObject({
      subjectType: 'order',
      orderId,
      userId: buyer.userId,
      userEmail: buyer.email,
      status: 'OPEN',
      score: 55,
      trigger: 'order_placed',
    });
    expect(alert.rules.map((r: { rule: string }) => r.rule)).toEqual(['HIGH_VALUE_NEW_ACCOUNT', 'FAR_SHIPPING']);
    expect(alert.rules[1].explanation).toBe(
      'Shipping to France (Europe) while the account is registered in Nigeria (Africa).',
    );
    // admins are told in-app
    const adminNotes = (await admin.get('/api/notifications')).body.items;
    expect(adminNotes.some((n: { kind: string }) => n.kind === 'admin.fraud_alert')).toBe(true);

    // public: counts and anonymous recent alerts only
    const anon = new ApiClient(env.app);
    expect((await anon.get('/api/fraud/stats')).body).toMatchObject({
      alertsToday: 1,
      highRisk: 0,
      openAlerts: 1,
      byRule: expect.arrayContaining([{ rule: 'FAR_SHIPPING', count: 1 }]),
    });
    const recent = await anon.get('/api/fraud/recent');
    expect(recent.body.items[0]).toMatchObject({ score: 55, rules: ['HIGH_VALUE_NEW_ACCOUNT', 'FAR_SHIPPING'] });
    expect(JSON.stringify(recent.body)).not.toContain(buyer.email);
    expect(JSON.stringify(recent.body)).not.toContain(orderId);
    expect((await anon.get('/api/admin/fraud/alerts')).status).toBe(401);
    expect((await buyer.client.get('/api/admin/fraud/alerts')).status).toBe(403);
    expect(
      (await buyer.client.post(`/api/admin/fraud/alerts/${alert.id}/action`, { action: 'DISMISS', note: 'mine' }))
        .status,
    ).toBe(403);

    // hold the order: no release by the buyer, an admin, or the timer
    const held = await admin.post(`/api/admin/fraud/alerts/${alert.id}/action`, {
      action: 'HOLD_ORDER',
      note: 'Checking the buyer identity',
    });
    expect(held.status, JSON.stringify(held.body)).toBe(200);
    expect(held.body).toMatchObject({ status: 'HELD', note: 'Checking the buyer identity' });
    expect(await vendorOrder(vo.id)).toEqual({ fraud_hold: true, escrow_status: 'HELD' });
    await deliver(env, admin, await ship(vendor, orderId, vo.id));
    const refused = await confirmReceipt(buyer, vo.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(/on hold after a fraud alert/);
    expect((await admin.post(`/api/admin/vendor-orders/${vo.id}/release`)).status).toBe(409);
    env.clock.advance(8 * DAY);
    await relogin(buyer, vendor);
    expect(await autoReleaseDue(env.deps)).toBe(0);
    expect((await vendorOrder(vo.id)).escrow_status).toBe('HELD');
    expect((await anon.get('/api/fraud/stats')).body).toMatchObject({ heldOrders: 1 });

    // lifting the hold lets the release happen
    expect(
      (
        await admin.post(`/api/admin/fraud/alerts/${alert.id}/action`, {
          action: 'RELEASE_HOLD',
          note: 'Identity confirmed by phone',
        })
      ).body.status,
    ).toBe('DISMISSED');
    expect(
      (await admin.post(`/api/admin/fraud/alerts/${alert.id}/action`, { action: 'DISMISS', note: 'again' })).status,
    ).toBe(409);
    expect(await autoReleaseDue(env.deps)).toBe(1);
    expect((await vendorOrder(vo.id)).escrow_status).toBe('RELEASED');
    const audited = await queryRows<{ action: string }>(
      env.deps.db,
      sql`select action from audit_log where subject_id = ${alert.id} order by created_at`,
    );
    expect(audited.map((a) => a.action)).toEqual(['fraud.hold_order', 'fraud.release_hold']);
  });

  it('a held order that is disputed can be refunded in full, never released to the vendor', async () => {
    await relogin(vendor);
    const p = await listProduct(vendor, { price: '700.00' });
    const buyer = await signUp(env, { name: 'Held Buyer' });
    await setCountry(buyer.userId, 'Kenya');
    const { orderId, vo } = await buy(buyer, [p.id]);
    const alert = (await admin.get('/api/admin/fraud/alerts')).body.items.find(
      (a: { orderId: string }) => a.orderId === orderId,
    );
    expect(
      (await admin.post(`/api/admin/fraud/alerts/${alert.id}/action`, { action: 'HOLD_ORDER', note: 'Verifying' }))
        .status,
    ).toBe(200);
    await deliver(env, admin, await ship(vendor, orderId, vo.id));
    const opened = await buyer.client.post('/api/disputes', {
      vendorOrderId: vo.id,
      reason: 'DAMAGED',
      requestedOutcome: 'FULL_REFUND',
      description: 'The tins arrived crushed.',
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    expect(
      (
        await vendor.client.post(`/api/disputes/${opened.body.id}/respond`, {
          action: 'CONTEST',
          statement: 'The tins left our warehouse intact; see the photos.',
        })
      ).status,
    ).toBe(200);
    const release = await admin.post(`/api/admin/disputes/${opened.body.id}/decide`, {
      outcome: 'RELEASE',
      note: 'Carrier says delivered.',
    });
    expect(release.status).toBe(409);
    expect(release.body.error.message).toMatch(/on hold after a fraud alert/);
    expect((await vendorOrder(vo.id)).escrow_status).toBe('HELD');
    const refund = await admin.post(`/api/admin/disputes/${opened.body.id}/decide`, {
      outcome: 'FULL_REFUND',
      note: 'Refunded while on hold.',
    });
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    expect((await vendorOrder(vo.id)).escrow_status).toBe('REFUNDED');
  });

  it('flags rapid orders; an admin suspends the account', async () => {
    const p = await listProduct(vendor, { price: '20.00' });
    const buyer = await signUp(env, { name: 'Fast Buyer' });
    await setCountry(buyer.userId, 'Nigeria');
    for (let i = 0; i < 3; i += 1) await buy(buyer, [p.id]);
    // the third order in an hour: velocity (30) + far shipping (20)
    const alerts = (await admin.get('/api/admin/fraud/alerts')).body.items.filter(
      (a: { userId: string }) => a.userId === buyer.userId,
    );
    expect(alerts).toHaveLength(1);
    expect(alerts[0].rules.map((r: { rule: string }) => r.rule)).toEqual(['ORDER_VELOCITY', 'FAR_SHIPPING']);
    const suspended = await admin.post(`/api/admin/fraud/alerts/${alerts[0].id}/action`, {
      action: 'SUSPEND_ACCOUNT',
      note: 'Card testing pattern',
    });
    expect(suspended.body).toMatchObject({ status: 'SUSPENDED', userStatus: 'suspended' });
    expect((await buyer.client.get('/api/orders')).status).toBe(401);
    const audited = await queryRows<{ action: string }>(
      env.deps.db,
      sql`select action from audit_log where subject_id in (${alerts[0].id}, ${buyer.userId}) and (action like 'fraud.%' or action like 'admin.%') order by created_at`,
    );
    expect(audited.map((a) => a.action)).toEqual(['fraud.suspend_account', 'admin.user_suspended']);
  });

  it('the account scan flags a vendor listing many products far below the category median, once', async () => {
    const honest = await signUp(env, { role: 'vendor', name: 'Honest Vendor' });
    const cheap = await signUp(env, { role: 'vendor', name: 'Cheap Vendor' });
    for (let i = 0; i < 3; i += 1) await listProduct(honest, { category: 'minerals-mining', price: '1000.00' });
    for (let i = 0; i < 2; i += 1) await listProduct(cheap, { category: 'minerals-mining', price: '90.00' });
    expect((await admin.post('/api/admin/fraud/scan')).body).toEqual({ scanned: 0, alerts: 0 });
    await listProduct(cheap, { category: 'minerals-mining', price: '95.00' });
    expect((await admin.post('/api/admin/fraud/scan')).body).toEqual({ scanned: 1, alerts: 1 });
    expect((await admin.post('/api/admin/fraud/scan')).body).toEqual({ scanned: 1, alerts: 1 });
    const alerts = (await admin.get('/api/admin/fraud/alerts')).body.items.filter(
      (a: { userId: string }) => a.userId === cheap.userId,
    );
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ subjectType: 'account', orderId: null, score: 45, trigger: 'scan' });
    expect(alerts[0].rules[0].explanation).toMatch(/^3 listings priced below half of their category's median price/);
    // an account alert has no order to hold
    expect(
      (await admin.post(`/api/admin/fraud/alerts/${alerts[0].id}/action`, { action: 'HOLD_ORDER', note: 'hold' }))
        .status,
    ).toBe(409);
    expect(
      (
        await admin.post(`/api/admin/fraud/alerts/${alerts[0].id}/action`, {
          action: 'DISMISS',
          note: 'Clearance sale, checked',
        })
      ).body.status,
    ).toBe('DISMISSED');
    // a dismissed alert stays dismissed on the next scan
    await admin.post('/api/admin/fraud/scan');
    expect(
      (await admin.get('/api/admin/fraud/alerts?status=DISMISSED')).body.items.some(
        (a: { id: string }) => a.id === alerts[0].id,
      ),
    ).toBe(true);
  });
});
