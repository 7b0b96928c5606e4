/**
 * The ship-by guarantee end to end (issue 18): every vendor order gets a ship-by date from its lead time; the vendor
 * is reminded 3 days and 1 day before; past it with no carrier event the buyer is told and may cancel for a full
 * refund (once, whatever the clicks), which counts as a late shipment in the vendor's reliability. A carrier event,
 * a dispute or another user stops it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { createTestEnv, type ApiClient, type TestEnv } from '../../../test/harness.ts';
import { signUp } from '../../../test/flows.ts';
import { buy, listProduct, ship, signInAdmin, type Party } from '../../../test/trade-flows.ts';
import { remindShipBy } from './use-cases/remind-ship-by.ts';

const DAY = 86_400_000;
let env: TestEnv;
let admin: ApiClient;

beforeAll(async () => {
  env = await createTestEnv();
  admin = await signInAdmin(env, 'ship-by-admin@example.com');
}, 120_000);
afterAll(async () => {
  await env.close();
});

const cancelLate = (buyer: Party | ApiClient, voId: string) =>
  ('client' in buyer ? buyer.client : buyer).post(`/api/orders/vendor-orders/${voId}/cancel-late`);

async function kindsOf(party: Party): Promise<string[]> {
  const items = (await party.client.get('/api/notifications')).body.items as { kind: string }[];
  return items.map((n) => n.kind);
}

async function ledgerOf(voId: string) {
  return queryRows<{ kind: string; n: number }>(
    env.deps.db,
    sql`select kind, count(*)::int as n from ledger_transactions where vendor_order_id = ${voId} group by kind`,
  );
}

/** A vendor with a 10-day lead time product, a buyer's paid order of it, and its vendor order as the buyer sees it. */
async function orderWithLeadTime(name: string) {
  const vendor = await signUp(env, { role: 'vendor', name });
  const product = await listProduct(vendor, { price: '100.00', leadTime: 10 });
  const buyer = await signUp(env, { name: `Buyer of ${name}` });
  const placedAt = env.clock.now();
  const { orderId, vo } = await buy(buyer, [product.id]);
  return { vendor, buyer, orderId, voId: vo.id, placedAt };
}

describe('ship-by guarantee', () => {
  it('dates each vendor order, reminds the vendor twice, tells the buyer when it passes, and refunds a late cancel once', async () => {
    const { vendor, buyer, orderId, voId, placedAt } = await orderWithLeadTime('Late Looms Ltd');
    const seen = (await buyer.client.get(`/api/orders/${orderId}`)).body.vendorOrders[0];
    expect(new Date(seen.shipBy).getTime()).toBe(placedAt.getTime() + 10 * DAY);
    expect(seen.lateCancel).toEqual({ allowed: false, reason: 'NOT_LATE' });
    // the vendor sees the date too, without the buyer's rule
    const mine = (await vendor.client.get('/api/vendor/orders')).body.items.find((v: { id: string }) => v.id === voId);
    expect(mine.shipBy).toBe(seen.shipBy);
    expect(mine.lateCancel).toBeUndefined();

    // Too early: refused with the date, nothing changes.
    const early = await cancelLate(buyer, voId);
    expect(early.status).toBe(409);
    expect(early.body.error.message).toContain('Late Looms Ltd has until');

    // 2.5 days before: the 3-day reminder, once whatever the runs; 0.5 day before: the 1-day one.
    env.clock.advance(7.5 * DAY);
    await Promise.all([remindShipBy(env.deps), remindShipBy(env.deps)]);
    await remindShipBy(env.deps);
    expect((await kindsOf(vendor)).filter((k) => k === 'order.ship_by_soon')).toHaveLength(1);
    env.clock.advance(2 * DAY);
    await remindShipBy(env.deps);
    expect((await kindsOf(vendor)).filter((k) => k === 'order.ship_by_soon')).toHaveLength(2);

    // Past the date with nothing shipped: the buyer is told, once.
    env.clock.advance(DAY);
    await Promise.all([remindShipBy(env.deps), remindShipBy(env.deps)]);
    expect((await kindsOf(buyer)).filter((k) => k === 'order.ship_by_missed')).toHaveLength(1);
    expect((await buyer.client.get(`/api/orders/${orderId}`)).body.vendorOrders[0].lateCancel).toEqual({
      allowed: true,
      reason: null,
    });

    // Nobody else may cancel it: another buyer, the vendor, an admin through this route.
    const stranger = await signUp(env, { name: 'Someone Else' });
    expect((await cancelLate(stranger, voId)).status).toBe(404);
    expect((await cancelLate(vendor, voId)).status).toBe(404);
    expect((await cancelLate(admin, voId)).status).toBe(404);

    // The buyer double-clicks: one cancel, one refund.
    const [a, b] = await Promise.all([cancelLate(buyer, voId), cancelLate(buyer, voId)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const after = (await buyer.client.get(`/api/orders/${orderId}`)).body.vendorOrders[0];
    expect(after).toMatchObject({ status: 'CANCELLED', escrowStatus: 'REFUNDED', cancelledLate: true });
    expect(after.lateCancel).toEqual({ allowed: false, reason: 'STATUS' });
    const kinds = Object.fromEntries((await ledgerOf(voId)).map((r) => [r.kind, r.n]));
    expect(kinds).toMatchObject({ HOLD: 1, REFUND: 1 });
    // everything held went back to the buyer, and the sandbox rail paid it
    const [owed] = await queryRows<{ s: string }>(
      env.deps.db,
      sql`select coalesce(sum(amount_cents), 0)::text as s from ledger_entries where account = ${`escrow:${voId}`}`,
    );
    expect(Number(owed!.s)).toBe(0);
    expect(await kindsOf(vendor)).toContain('order.cancelled_late');
    expect(await kindsOf(buyer)).toContain('order.cancelled');

    // The vendor's reliability counts it as a late shipment: due, not on time.
    const profile = (await buyer.client.get(`/api/reliability/vendors/${vendor.userId}`)).body;
    expect(profile.onTimeRate).toBe(0);
  });

  it('a label without a carrier scan does not stop it; a carrier event does, and the vendor cannot cancel after shipping', async () => {
    const { vendor, buyer, orderId, voId } = await orderWithLeadTime('Label Only Co');
    const shipmentId = await ship(vendor, orderId, voId);
    const refused = await vendor.client.post(`/api/vendor/orders/${voId}/cancel`, { reason: 'Changed my mind' });
    expect(refused.status).toBe(409);
    env.clock.advance(11 * DAY);
    expect((await buyer.client.get(`/api/orders/${orderId}`)).body.vendorOrders[0].lateCancel).toEqual({
      allowed: true,
      reason: null,
    });
    const scanned = await admin.post(`/api/admin/shipments/${shipmentId}/events`, {
      status: 'IN_TRANSIT',
      description: 'Departed facility',
      city: 'Accra',
      country: 'GH',
      occurredAt: env.clock.now().toISOString(),
    });
    expect(scanned.status, JSON.stringify(scanned.body)).toBe(200);
    const late = await cancelLate(buyer, voId);
    expect(late.status).toBe(409);
    expect(late.body.error.message).toMatch(/carrier already has this parcel/);
    expect((await buyer.client.get(`/api/orders/${orderId}`)).body.vendorOrders[0]).toMatchObject({
      status: 'SHIPPED',
      escrowStatus: 'HELD',
      lateCancel: { allowed: false, reason: 'CARRIER_EVENT' },
    });
  });

  it('an open dispute decides the money instead', async () => {
    const { buyer, orderId, voId } = await orderWithLeadTime('Disputed Dyes');
    await env.deps.db.execute(sql`update vendor_orders set dispute_open = true where id = ${voId}`);
    env.clock.advance(11 * DAY);
    const res = await cancelLate(buyer, voId);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toMatch(/dispute is open/);
    expect((await buyer.client.get(`/api/orders/${orderId}`)).body.vendorOrders[0].status).toBe('PLACED');
  });
});
