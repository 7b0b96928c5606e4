import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestEnv, type ApiClient, type TestEnv } from '../../../test/harness.ts';
import { CHECKOUT_DETAILS, signUp } from '../../../test/flows.ts';
import { productBody } from '../../../test/fixtures.ts';
import { FlutterwaveLoopback } from '../../../test/flutterwave-loopback.ts';
import { queryRows } from '../../db/client.ts';

/**
 * Flutterwave Standard against a loopback server of Flutterwave's documented v3 API over a real socket, on the whole
 * app: the hosted link, verify by reference on the return and on the webhook (verif-hash), the amount check, and
 * refunds that are never asked twice.
 */
let env: TestEnv;
let flw: FlutterwaveLoopback;
let vendor: Awaited<ReturnType<typeof signUp>>;
let productId: string;

async function deliver(rawBody: string, hash: string | undefined) {
  return env.app.inject({
    method: 'POST',
    url: '/api/payments/flutterwave/webhook',
    headers: { 'content-type': 'application/json', ...(hash ? { 'verif-hash': hash } : {}) },
    payload: rawBody,
  });
}

beforeAll(async () => {
  flw = new FlutterwaveLoopback(async (rawBody, hash) => {
    await deliver(rawBody, hash);
  });
  const base = await flw.start();
  env = await createTestEnv({
    PAYMENTS_PROVIDER: 'sandbox,flutterwave',
    FLUTTERWAVE_SECRET_KEY: flw.secretKey,
    FLUTTERWAVE_SECRET_HASH: flw.secretHash,
    FLUTTERWAVE_API_BASE: base,
    PAYMENTS_TIMEOUT_MS: '3000',
  });
  vendor = await signUp(env, { role: 'vendor' });
  const p = await vendor.client.post(
    '/api/vendor/products',
    productBody({ name: 'Ugandan vanilla pods', price: '30.00', minOrder: 1, stock: 1000 }),
  );
  productId = p.body.id;
}, 120_000);
afterAll(async () => {
  await env.close();
  await flw.stop();
});

interface Started {
  checkoutId: string;
  providerOrderId: string;
  approveUrl: string;
}

async function start(
  key: string,
  currency: string,
): Promise<{ client: ApiClient; started: Started; quote: { amountMinor: number; currency: string } }> {
  const b = await signUp(env);
  await b.client.post('/api/cart/items', { productId, quantity: 1 });
  const quote = await b.client.post('/api/checkout/quote', {
    rail: 'flutterwave',
    currency,
    shipping: CHECKOUT_DETAILS.shipping,
  });
  expect(quote.status, JSON.stringify(quote.body)).toBe(200);
  const started = await b.client.post('/api/checkout', {
    ...CHECKOUT_DETAILS,
    idempotencyKey: key,
    rail: 'flutterwave',
    quoteId: quote.body.quoteId,
  });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  return { client: b.client, started: started.body, quote: quote.body };
}

const orders = async (checkoutId: string) =>
  Number(
    (
      await queryRows<{ n: string }>(
        env.deps.db,
        sql`select count(*)::text as n from orders where checkout_id = ${checkoutId}`,
      )
    )[0]!.n,
  );

describe('Flutterwave Standard (loopback of the documented v3 API)', () => {
  it('charges Ugandan shillings (no minor unit) through the hosted link; the webhook and the return verify; one order', async () => {
    const { client, started, quote } = await start('flw-ugx-1', 'UGX');
    expect(quote).toMatchObject({ currency: 'UGX', digits: 0 });
    expect(started.approveUrl).toMatch(/^https:\/\/checkout\.flutterwave\.test\/pay\/[a-f0-9]{24}$/);
    const tx = flw.sandbox.transactions.get(started.providerOrderId)!;
    expect(tx).toMatchObject({ tx_ref: `AFB-${started.checkoutId}`, amount: quote.amountMinor, currency: 'UGX' });
    await flw.sandbox.pay(tx.tx_ref);
    const back = await client.get(`/api/checkout/provider-order/${tx.tx_ref}`);
    expect(back.body.status).toBe('PLACED');
    const captured = await client.post(`/api/checkout/${started.checkoutId}/capture`);
    expect(captured.body.orderId).toBe(back.body.orderId);
    expect(await orders(started.checkoutId)).toBe(1);
  });

  it('refuses webhooks without the secret hash; a genuine one for an unpaid checkout places nothing', async () => {
    const { started } = await start('flw-forged', 'NGN');
    const body = JSON.stringify({
      event: 'charge.completed',
      data: { id: 1, tx_ref: started.providerOrderId, status: 'successful' },
    });
    expect((await deliver(body, undefined)).statusCode).toBe(403);
    expect((await deliver(body, 'wrong-hash-wrong-hash')).statusCode).toBe(403);
    expect((await deliver(body, flw.secretHash)).statusCode).toBe(200);
    expect(await orders(started.checkoutId)).toBe(0);
  });

  it('a lower amount in the verify answer places no order and refunds what was paid, once', async () => {
    const { client, started } = await start('flw-mismatch', 'NGN');
    const tx = flw.sandbox.transactions.get(started.providerOrderId)!;
    tx.amount -= 1; // 1 naira short
    await flw.sandbox.pay(tx.tx_ref);
    const res = await client.post(`/api/checkout/${started.checkoutId}/capture`);
    expect(res.status).toBe(409);
    expect(await orders(started.checkoutId)).toBe(0);
    expect(flw.sandbox.refunds.filter((r) => r.txId === tx.id)).toEqual([
      expect.objectContaining({ amount: tx.amount, comments: `refund-${started.checkoutId}` }),
    ]);
    const { reconcileCheckouts } = await import('../orders/use-cases/reconcile-checkouts.ts');
    env.clock.advance(10 * 60_000);
    await reconcileCheckouts(env.deps);
    expect(flw.sandbox.refunds.filter((r) => r.txId === tx.id)).toHaveLength(1);
  });

  it('a vendor cancel refunds through Flutterwave in the currency paid, and a retry never refunds twice', async () => {
    const { client, started } = await start('flw-cancel', 'KES');
    await flw.sandbox.pay(started.providerOrderId);
    const back = await client.get(`/api/checkout/provider-order/${started.providerOrderId}`);
    const order = await client.get(`/api/orders/${back.body.orderId}`);
    const vo = order.body.vendorOrders[0];
    const cancelled = await vendor.client.post(`/api/vendor/orders/${vo.id}/cancel`, { reason: 'Harvest delayed' });
    expect(cancelled.status).toBeLessThan(300);
    const tx = flw.sandbox.transactions.get(started.providerOrderId)!;
    const refunds = flw.sandbox.refunds.filter((r) => r.txId === tx.id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.amount).toBeCloseTo((vo.settlement.subtotalMinor + vo.settlement.buyerFeeMinor) / 100, 2);
    const provider = env.deps.rails.find('flutterwave')!;
    const again = await provider.refundCapture(String(tx.id), 100, `cancel-${vo.id}`);
    expect(again.refundId).toBe(String(refunds[0]!.id));
    expect(flw.sandbox.refunds.filter((r) => r.txId === tx.id)).toHaveLength(1);
  });
});
