import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { createTestEnv, type ApiClient, type TestEnv } from '../../../test/harness.ts';
import { CHECKOUT_DETAILS, signUp } from '../../../test/flows.ts';
import { listProduct, signInAdmin, type Party } from '../../../test/trade-flows.ts';
import { expireUnpaidProformas } from './use-cases/expire-proformas.ts';

/** An admin records the bank transfer of a pro-forma (issue 25): refused when short, captured into escrow once. */
let env: TestEnv;
let admin: ApiClient;
let vendorA: Party;
let vendorB: Party;
const today = () => env.clock.now().toISOString().slice(0, 10);

beforeAll(async () => {
  env = await createTestEnv({
    BANK_NAME: 'Test Bank of Lagos',
    BANK_ACCOUNT_NUMBER: '0123456789',
    BANK_SWIFT: 'TBLANGLA',
  });
  admin = await signInAdmin(env, 'transfers-admin@example.com');
  vendorA = await signUp(env, { role: 'vendor', name: 'Kofi Mensah' });
  vendorB = await signUp(env, { role: 'vendor', name: 'Amina Bello' });
});
afterAll(async () => {
  await env.close();
});

async function stockOf(vendor: Party, productId: string): Promise<number> {
  return (await vendor.client.get(`/api/vendor/products/${productId}`)).body.availableStock;
}

/** A pro-forma for 1 x $800.00 from vendor A and 1 x $700.00 from vendor B: $1,500.00 + 3% = $1,545.00. */
async function proforma(): Promise<{
  buyer: Party;
  pf: { checkoutId: string; reference: string; totalCents: number };
  a: string;
  b: string;
}> {
  const a = (await listProduct(vendorA, { price: '800.00', minOrder: 1, stock: 5 })).id;
  const b = (await listProduct(vendorB, { price: '700.00', minOrder: 1, stock: 5 })).id;
  const buyer = await signUp(env);
  await buyer.client.post('/api/cart/items', { productId: a, quantity: 1 });
  await buyer.client.post('/api/cart/items', { productId: b, quantity: 1 });
  const res = await buyer.client.post('/api/checkout/bank-transfer', {
    ...CHECKOUT_DETAILS,
    idempotencyKey: `pf-${Math.random().toString(36).slice(2)}`,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(res.body.totalCents).toBe(154_500);
  return { buyer, pf: res.body, a, b };
}

const record = (
  checkoutId: string,
  body: { amount: string; bankReference: string; receivedOn?: string },
  client: ApiClient = admin,
) => client.post(`/api/admin/quote-requests/${checkoutId}/transfer-received`, { receivedOn: today(), ...body });

async function holdsOf(orderId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    env.deps.db,
    sql`select count(*)::int as n from ledger_transactions where kind = 'HOLD' and order_id = ${orderId}`,
  );
  return row!.n;
}

describe('recording a bank transfer', () => {
  it('refuses a short payment with the amount missing, and records nothing', async () => {
    const { buyer, pf } = await proforma();
    expect(
      (await record(pf.checkoutId, { amount: '1545.00', bankReference: 'BUYER-TRIES' }, buyer.client)).status,
    ).toBe(403);
    const short = await record(pf.checkoutId, { amount: '1500.00', bankReference: 'TRF-SHORT-1' });
    expect(short.status).toBe(409);
    expect(short.body.error.code).toBe('TRANSFER_SHORT');
    expect(short.body.error.message).toBe(
      `The transfer of $1,500.00 is $45.00 short of the $1,545.00 due on ${pf.reference}. Nothing was recorded: ask the buyer to send the difference, then record the full amount.`,
    );
    expect(short.body.error.details.fields.amount).toBe(short.body.error.message);
    const future = await record(pf.checkoutId, {
      amount: '1545.00',
      bankReference: 'TRF-SHORT-1',
      receivedOn: '2026-11-23',
    });
    expect(future.body.error.details.fields.receivedOn).toBe('The date received cannot be in the future');
    const before = await record(pf.checkoutId, {
      amount: '1545.00',
      bankReference: 'TRF-SHORT-1',
      receivedOn: '2026-11-01',
    });
    expect(before.body.error.details.fields.receivedOn).toMatch(/before the pro-forma was issued/);
    expect((await record(pf.checkoutId, { amount: '15.4', bankReference: 'x' })).status).toBe(400);
    expect((await buyer.client.get(`/api/checkout/${pf.checkoutId}/proforma`)).body).toMatchObject({
      status: 'AWAITING_TRANSFER',
      transfer: null,
      orderId: null,
    });
    const [rows] = await queryRows<{ n: number }>(
      env.deps.db,
      sql`select count(*)::int as n from bank_transfers where checkout_id = ${pf.checkoutId}`,
    );
    expect(rows!.n).toBe(0);
  });

  it('captures an exact transfer into escrow like any payment: order per vendor, held, vendors told; again is a no-op', async () => {
    const { buyer, pf, a, b } = await proforma();
    expect(await stockOf(vendorA, a)).toBe(4);
    const paid = await record(pf.checkoutId, { amount: '1545.00', bankReference: ' trf 2026 0001 ' });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body).toMatchObject({ duplicate: false, excessCents: 0 });
    const order = (await buyer.client.get(`/api/orders/${paid.body.orderId}`)).body;
    expect(order).toMatchObject({
      subtotalCents: 150_000,
      feeCents: 4_500,
      totalCents: 154_500,
      transactionId: 'BANK-TRF 2026 0001',
    });
    expect(
      order.vendorOrders.map((vo: { escrowStatus: string; status: string }) => [vo.status, vo.escrowStatus]),
    ).toEqual([
      ['PLACED', 'HELD'],
      ['PLACED', 'HELD'],
    ]);
    const held = order.vendorOrders.map(
      (vo: { subtotalCents: number; buyerFeeCents: number }) => vo.subtotalCents + vo.buyerFeeCents,
    );
    expect(held.reduce((x: number, y: number) => x + y, 0)).toBe(154_500);
    const [escrow] = await queryRows<{ b: string }>(
      env.deps.db,
      sql`select coalesce(sum(amount_cents), 0)::text as b from ledger_entries where account like 'escrow:%' and account in (${sql.join(
        order.vendorOrders.map((vo: { id: string }) => sql`${`escrow:${vo.id}`}`),
        sql`, `,
      )})`,
    );
    expect(Number(escrow!.b)).toBe(154_500);
    expect(await holdsOf(paid.body.orderId)).toBe(2);
    // the stock was reserved with the pro-forma: placing the order takes nothing more
    expect(await stockOf(vendorA, a)).toBe(4);
    expect(await stockOf(vendorB, b)).toBe(4);
    for (const v of [vendorA, vendorB]) {
      expect(
        (await v.client.get('/api/notifications')).body.items.some(
          (n: { kind: string; data: { orderId?: string } }) =>
            n.kind === 'order.received' && n.data.orderId === paid.body.orderId,
        ),
      ).toBe(true);
    }
    expect((await buyer.client.get(`/api/checkout/${pf.checkoutId}/proforma`)).body).toMatchObject({
      status: 'PLACED',
      orderId: paid.body.orderId,
      transfer: { amountCents: 154_500, bankReference: 'TRF 2026 0001', receivedOn: today() },
    });

    const again = await record(pf.checkoutId, { amount: '1545.00', bankReference: 'TRF 2026 0001' });
    expect(again.body).toMatchObject({ orderId: paid.body.orderId, duplicate: true });
    expect(await holdsOf(paid.body.orderId)).toBe(2);
    const other = await record(pf.checkoutId, { amount: '1545.00', bankReference: 'TRF-OTHER' });
    expect(other.status).toBe(409);
    expect(other.body.error.message).toContain('TRF 2026 0001');
    expect((await buyer.client.post(`/api/checkout/${pf.checkoutId}/cancel`)).status).toBe(409);
  });

  it('two admins recording the same transfer at once place one order and hold the money once', async () => {
    const { pf } = await proforma();
    const second = await signInAdmin(env, 'transfers-admin-2@example.com');
    const [r1, r2] = await Promise.all([
      record(pf.checkoutId, { amount: '1545.00', bankReference: 'TRF-RACE-1' }),
      record(pf.checkoutId, { amount: '1545.00', bankReference: 'TRF-RACE-1' }, second),
    ]);
    expect([r1.status, r2.status]).toEqual([200, 200]);
    expect(r1.body.orderId).toBe(r2.body.orderId);
    expect([r1.body.duplicate, r2.body.duplicate].sort()).toEqual([false, true]);
    expect(await holdsOf(r1.body.orderId)).toBe(2);
    const [orders] = await queryRows<{ n: number }>(
      env.deps.db,
      sql`select count(*)::int as n from orders where checkout_id = ${pf.checkoutId}`,
    );
    expect(orders!.n).toBe(1);
  });

  it('a bank reference pays one pro-forma only; an overpayment is recorded with the excess to return', async () => {
    const first = await proforma();
    const second = await proforma();
    expect((await record(first.pf.checkoutId, { amount: '1545.00', bankReference: 'TRF-ONCE' })).status).toBe(200);
    const reused = await record(second.pf.checkoutId, { amount: '1545.00', bankReference: 'trf-once' });
    expect(reused.status).toBe(400);
    expect(reused.body.error.details.fields.bankReference).toBe(
      `Bank reference TRF-ONCE was already recorded for ${first.pf.reference}.`,
    );
    const over = await record(second.pf.checkoutId, { amount: '1600.00', bankReference: 'TRF-OVER' });
    expect(over.body).toMatchObject({ duplicate: false, excessCents: 5_500 });
    const order = (await second.buyer.client.get(`/api/orders/${over.body.orderId}`)).body;
    expect(order.totalCents).toBe(154_500);
  });

  it('refuses a transfer for an expired pro-forma (its stock was released)', async () => {
    const { pf, a } = await proforma();
    env.clock.advance(8 * 86_400_000);
    await expireUnpaidProformas(env.deps);
    expect(await stockOf(vendorA, a)).toBe(5);
    const late = await record(pf.checkoutId, { amount: '1545.00', bankReference: 'TRF-LATE' });
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe(
      `${pf.reference} is expired and its stock was released: return the transfer to the buyer, or ask them to check out again.`,
    );
  });
});
