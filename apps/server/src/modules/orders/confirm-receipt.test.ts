import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { type ApiClient, createTestEnv, type TestEnv } from '../../../test/harness.ts';
import { signUp } from '../../../test/flows.ts';
import { buy, deliver, listProduct, ship, signInAdmin, type Party } from '../../../test/trade-flows.ts';

/**
 * Confirming receipt releases the escrow. Before any carrier delivery event (the part is SHIPPED: a label, maybe
 * "in transit", no "delivered") the buyer must state the goods are in hand; that confirmation is audited as made
 * without a carrier delivery event.
 */

let env: TestEnv;
let vendor: Party;
let admin: ApiClient;
let productId: string;

beforeAll(async () => {
  env = await createTestEnv();
  vendor = await signUp(env, { role: 'vendor', name: 'Kofi Mensah' });
  admin = await signInAdmin(env, 'receipt-admin@example.com');
  productId = (await listProduct(vendor, { price: '100.00' })).id;
}, 60_000);
afterAll(async () => {
  await env.close();
});

/** Without `body`, no body at all (what the web app sends after a carrier delivery event). */
const confirm = (buyer: Party, voId: string, body?: unknown) =>
  buyer.client.request('POST', `/api/orders/vendor-orders/${voId}/confirm-receipt`, body);

async function vendorOrderRow(id: string) {
  const [row] = await queryRows<{ status: string; escrow_status: string }>(
    env.deps.db,
    sql`select status, escrow_status from vendor_orders where id = ${id}`,
  );
  return row!;
}

async function auditRows(voId: string) {
  return queryRows<{ action: string; actor_id: string; data: Record<string, unknown> }>(
    env.deps.db,
    sql`select action, actor_id, data from audit_log where subject_type = 'vendor_order' and subject_id = ${voId} and action = 'order.receipt_confirmed'`,
  );
}

async function statusReasons(voId: string) {
  const rows = await queryRows<{ to_state: string; reason: string | null }>(
    env.deps.db,
    sql`select to_state, reason from order_events where vendor_order_id = ${voId} and field = 'status' order by created_at, to_state`,
  );
  return rows.map((r) => `${r.to_state}: ${r.reason}`);
}

describe('confirming receipt', () => {
  it('before a carrier delivery event: refused without the explicit statement, then released and audited with it', async () => {
    const buyer = await signUp(env, { name: 'Claire Dubois' });
    const { orderId, vo } = await buy(buyer, [productId]);
    await ship(vendor, orderId, vo.id);
    expect(await vendorOrderRow(vo.id)).toEqual({ status: 'SHIPPED', escrow_status: 'HELD' });

    for (const body of [undefined, {}, { goodsInHand: false }]) {
      const refused = await confirm(buyer, vo.id, body);
      expect(refused.status, JSON.stringify(body)).toBe(409);
      expect(refused.body.error).toMatchObject({
        code: 'GOODS_IN_HAND_REQUIRED',
        key: 'orders.goodsInHandRequired',
        message: expect.stringMatching(/No carrier has reported this parcel delivered/),
      });
    }
    // the refusal speaks the caller's language
    buyer.client.setHeader('accept-language', 'fr');
    expect((await confirm(buyer, vo.id)).body.error.message).toMatch(/Aucun transporteur/);
    buyer.client.setHeader('accept-language', undefined);
    expect(await vendorOrderRow(vo.id)).toEqual({ status: 'SHIPPED', escrow_status: 'HELD' });
    expect(await auditRows(vo.id)).toEqual([]);
    // only a boolean is a statement
    expect((await confirm(buyer, vo.id, { goodsInHand: 'yes' })).status).toBe(400);

    const ok = await confirm(buyer, vo.id, { goodsInHand: true });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(await vendorOrderRow(vo.id)).toEqual({ status: 'COMPLETED', escrow_status: 'RELEASED' });
    expect(await auditRows(vo.id)).toEqual([
      {
        action: 'order.receipt_confirmed',
        actor_id: buyer.userId,
        data: { carrierDelivered: false, goodsInHand: true },
      },
    ]);
    expect(await statusReasons(vo.id)).toEqual(
      expect.arrayContaining([
        'DELIVERED: buyer confirmed receipt, goods in hand, no carrier delivery event',
        'COMPLETED: buyer confirmed receipt, goods in hand, no carrier delivery event',
      ]),
    );
    // once: a second confirmation is refused
    expect((await confirm(buyer, vo.id, { goodsInHand: true })).status).toBe(409);
  });

  it('after a carrier delivery event: no statement needed, audited as carrier-delivered', async () => {
    const buyer = await signUp(env);
    const { orderId, vo } = await buy(buyer, [productId]);
    await deliver(env, admin, await ship(vendor, orderId, vo.id));
    expect(await vendorOrderRow(vo.id)).toEqual({ status: 'DELIVERED', escrow_status: 'HELD' });
    const ok = await confirm(buyer, vo.id);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(await vendorOrderRow(vo.id)).toEqual({ status: 'COMPLETED', escrow_status: 'RELEASED' });
    expect(await auditRows(vo.id)).toEqual([
      {
        action: 'order.receipt_confirmed',
        actor_id: buyer.userId,
        data: { carrierDelivered: true, goodsInHand: null },
      },
    ]);
    expect(await statusReasons(vo.id)).toContain('COMPLETED: buyer confirmed receipt');
  });

  it('is refused before shipping, to anyone but the buyer, and while a dispute freezes the escrow', async () => {
    const buyer = await signUp(env);
    const { orderId, vo } = await buy(buyer, [productId]);
    const early = await confirm(buyer, vo.id, { goodsInHand: true });
    expect(early.status).toBe(409);
    expect(early.body.error).toMatchObject({ code: 'CONFLICT', key: 'orders.confirmAfterShipping' });

    await ship(vendor, orderId, vo.id);
    const stranger = await signUp(env);
    expect((await confirm(stranger, vo.id, { goodsInHand: true })).status).toBe(404);
    expect((await confirm(vendor, vo.id, { goodsInHand: true })).status).toBe(404);

    const opened = await buyer.client.post('/api/disputes', {
      vendorOrderId: vo.id,
      reason: 'DAMAGED',
      requestedOutcome: 'FULL_REFUND',
      description: 'The sacks arrived torn, tracking never updated.',
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    // the frozen escrow is the answer, not a request for a statement that would not help
    const frozen = await confirm(buyer, vo.id);
    expect(frozen.status).toBe(409);
    expect(frozen.body.error).toMatchObject({ code: 'CONFLICT', key: 'orders.disputeFreezesEscrow' });
    expect(await vendorOrderRow(vo.id)).toEqual({ status: 'SHIPPED', escrow_status: 'HELD' });
  });
});
