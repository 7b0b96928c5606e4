import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, createTestEnv, type TestEnv } from '../../../test/harness.ts';
import { signUp } from '../../../test/flows.ts';
import { buy, deliver, listProduct, ship, signInAdmin, type Party } from '../../../test/trade-flows.ts';

/**
 * The one eligibility rule, seen from the buyer's order DTOs (GET /orders, /orders/:id: `disputeEligibility` per vendor
 * order), the dispute options, and opening a dispute: all three always agree, in every state of a vendor order.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let env: TestEnv;
let vendor: Party;
let admin: ApiClient;
let productId: string;

beforeAll(async () => {
  env = await createTestEnv();
  vendor = await signUp(env, { role: 'vendor', name: 'Kofi Mensah' });
  admin = await signInAdmin(env, 'eligibility-admin@example.com');
  productId = (await listProduct(vendor, { price: '100.00', leadTime: 10 })).id;
}, 60_000);
afterAll(async () => {
  await env.close();
});

const disputeBody = (vendorOrderId: string) => ({
  vendorOrderId,
  reason: 'DAMAGED',
  requestedOutcome: 'FULL_REFUND',
  description: 'The sacks arrived torn and wet.',
});

/** What the buyer's two order reads and the options endpoint say about the first vendor order. */
async function eligibility(buyer: Party, orderId: string) {
  const one = (await buyer.client.get(`/api/orders/${orderId}`)).body.vendorOrders[0].disputeEligibility;
  const list = (await buyer.client.get('/api/orders')).body.items.find((o: { id: string }) => o.id === orderId)
    .vendorOrders[0].disputeEligibility;
  const option = (await buyer.client.get(`/api/disputes/order/${orderId}`)).body.items[0];
  expect(list).toEqual(one);
  expect({ canOpen: option.canOpen, blockedBy: option.blockedBy }).toEqual({
    canOpen: one.allowed,
    blockedBy: one.reason,
  });
  return one;
}

describe('dispute eligibility on the order DTOs', () => {
  it('follows the order: not shipped, shipped, opened; opening agrees with what the DTO said', async () => {
    const buyer = await signUp(env, { name: 'Claire Dubois' });
    const { orderId, vo } = await buy(buyer, [productId]);

    expect(await eligibility(buyer, orderId)).toEqual({
      allowed: false,
      claim: false,
      reason: 'NOT_SHIPPED_YET',
      windowEndsAt: null,
      overdue: false,
      disputeId: null,
      disputeStatus: null,
    });
    const early = await buyer.client.post('/api/disputes', disputeBody(vo.id));
    expect(early.status).toBe(409);
    expect(early.body.error.details.blockedBy).toBe('NOT_SHIPPED_YET');
    expect(early.body.error.message).toMatch(/once the order has shipped/);

    // a label only ("Label created"): the buyer may already hold the goods, so a dispute can be opened
    await ship(vendor, orderId, vo.id);
    expect(await eligibility(buyer, orderId)).toMatchObject({ allowed: true, reason: null, windowEndsAt: null });
    // an admin reads the same order: not theirs to dispute
    expect((await admin.get(`/api/orders/${orderId}`)).body.vendorOrders[0].disputeEligibility).toMatchObject({
      allowed: false,
      reason: 'NOT_BUYER',
    });
    // the vendor's own list carries no buyer eligibility
    const mine = (await vendor.client.get('/api/vendor/orders')).body.items.find((v: { id: string }) => v.id === vo.id);
    expect(mine.disputeEligibility).toBeUndefined();

    const opened = await buyer.client.post('/api/disputes', disputeBody(vo.id));
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    expect(await eligibility(buyer, orderId)).toEqual({
      allowed: false,
      claim: false,
      reason: 'ALREADY_DISPUTED',
      windowEndsAt: null,
      overdue: false,
      disputeId: opened.body.id,
      disputeStatus: 'OPEN',
    });
    expect((await buyer.client.post('/api/disputes', disputeBody(vo.id))).status).toBe(409);
  });

  it('delivered: open until the 7-day inspection window closes, then WINDOW_ENDED; released: a quality claim', async () => {
    const buyer = await signUp(env);
    const { orderId, vo } = await buy(buyer, [productId]);
    await deliver(env, admin, await ship(vendor, orderId, vo.id));
    const order = (await buyer.client.get(`/api/orders/${orderId}`)).body;
    const inspectionEndsAt = order.vendorOrders[0].inspectionEndsAt as string;
    expect(new Date(inspectionEndsAt).getTime() - env.clock.now().getTime()).toBe(7 * DAY);
    expect(await eligibility(buyer, orderId)).toMatchObject({
      allowed: true,
      reason: null,
      windowEndsAt: inspectionEndsAt,
    });

    env.clock.advance(7 * DAY);
    await buyer.client.post('/api/auth/login', { email: buyer.email, password: buyer.password });
    expect(await eligibility(buyer, orderId)).toMatchObject({
      allowed: false,
      reason: 'WINDOW_ENDED',
      windowEndsAt: inspectionEndsAt,
    });
    const late = await buyer.client.post('/api/disputes', disputeBody(vo.id));
    expect(late.status).toBe(409);
    expect(late.body.error.details.blockedBy).toBe('WINDOW_ENDED');

    const other = await buy(buyer, [productId]);
    await deliver(env, admin, await ship(vendor, other.orderId, other.vo.id));
    expect((await buyer.client.post(`/api/orders/vendor-orders/${other.vo.id}/confirm-receipt`)).status).toBe(200);
    // released: no dispute any more, but a quality claim after delivery (issue 18): 14 days for farm produce
    const released = await eligibility(buyer, other.orderId);
    expect(released).toMatchObject({ allowed: true, claim: true, reason: null });
    expect(new Date(released.windowEndsAt).getTime() - env.clock.now().getTime()).toBe(14 * DAY);
  });

  it('never shipped: allowed once overdue (14 days after the promised date), with the overdue flag', async () => {
    const buyer = await signUp(env);
    const { orderId, vo } = await buy(buyer, [productId]);
    // promised: placed + 10 days lead time + 14 days transit (no label); overdue 14 days after that
    env.clock.advance(38 * DAY - HOUR);
    await buyer.client.post('/api/auth/login', { email: buyer.email, password: buyer.password });
    expect(await eligibility(buyer, orderId)).toMatchObject({
      allowed: false,
      reason: 'NOT_SHIPPED_YET',
      overdue: false,
    });
    env.clock.advance(HOUR);
    expect(await eligibility(buyer, orderId)).toMatchObject({ allowed: true, reason: null, overdue: true });
    expect((await buyer.client.post('/api/disputes', disputeBody(vo.id))).status).toBe(201);
  });
});

describe('the admin dispute queue', () => {
  it('shows every unresolved dispute newest first, with the count per status; one status still filters', async () => {
    // the clock moved by weeks above: sessions last 30 days
    await vendor.client.post('/api/auth/login', { email: vendor.email, password: vendor.password });
    await admin.post('/api/auth/login', { email: 'eligibility-admin@example.com', password: 'Trade-Admin-Pass-1' });
    const ids: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const buyer = await signUp(env);
      const { orderId, vo } = await buy(buyer, [productId]);
      await ship(vendor, orderId, vo.id);
      env.clock.advance(60_000);
      const opened = await buyer.client.post('/api/disputes', disputeBody(vo.id));
      expect(opened.status, JSON.stringify(opened.body)).toBe(201);
      ids.push(opened.body.id);
    }
    // the first one goes to mediation: the newest (still OPEN) stays on top of the default view
    const contested = await vendor.client.post(`/api/disputes/${ids[0]}/respond`, {
      action: 'CONTEST',
      statement: 'The sacks left our warehouse dry and intact.',
    });
    expect(contested.status, JSON.stringify(contested.body)).toBe(200);

    const queue = (await admin.get('/api/admin/disputes?status=UNRESOLVED')).body;
    expect(queue.items[0].id).toBe(ids[1]);
    expect(queue.items.map((d: { id: string }) => d.id)).toEqual(expect.arrayContaining(ids));
    expect(queue.items.every((d: { status: string }) => d.status !== 'RESOLVED')).toBe(true);
    const created = queue.items.map((d: { createdAt: string }) => d.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    expect(queue.counts.OPEN + queue.counts.OFFERED + queue.counts.ESCALATED).toBe(queue.items.length);
    expect(queue.counts.ESCALATED).toBeGreaterThanOrEqual(1);

    const escalated = (await admin.get('/api/admin/disputes?status=ESCALATED')).body;
    expect(escalated.items.map((d: { id: string }) => d.id)).toContain(ids[0]);
    expect(escalated.items.map((d: { id: string }) => d.id)).not.toContain(ids[1]);
    expect(escalated.items).toHaveLength(escalated.counts.ESCALATED);
    expect((await admin.get('/api/admin/disputes?status=nonsense')).status).toBe(400);
    expect((await vendor.client.get('/api/admin/disputes?status=UNRESOLVED')).status).toBe(403);
  });
});
