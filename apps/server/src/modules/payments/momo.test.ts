import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestEnv, type ApiClient, type TestEnv } from '../../../test/harness.ts';
import { CHECKOUT_DETAILS, signUp } from '../../../test/flows.ts';
import { productBody } from '../../../test/fixtures.ts';
import { MomoLoopback } from '../../../test/momo-loopback.ts';
import { queryRows } from '../../db/client.ts';
import { momoMsisdn } from './momo-contract.ts';
import { reconcileCheckouts } from '../orders/use-cases/reconcile-checkouts.ts';

/**
 * MTN MoMo Collections against a loopback server of MTN's documented API over a real socket, on the whole app (an
 * account in Ghana: mtnghana, GHS): request to pay with our checkout id as X-Reference-Id, the buyer approving on
 * their phone, and polling (the buyer's page, and the reconciliation job for a buyer who left) deciding.
 */
let env: TestEnv;
let momo: MomoLoopback;
let productId: string;

beforeAll(async () => {
  momo = new MomoLoopback();
  const base = await momo.start();
  env = await createTestEnv({
    PAYMENTS_PROVIDER: 'sandbox,momo',
    MOMO_SUBSCRIPTION_KEY: momo.credentials.subscriptionKey,
    MOMO_API_USER: momo.credentials.apiUser,
    MOMO_API_KEY: momo.credentials.apiKey,
    MOMO_TARGET_ENVIRONMENT: 'mtnghana',
    MOMO_API_BASE: base,
    PAYMENTS_TIMEOUT_MS: '3000',
  });
  const vendor = await signUp(env, { role: 'vendor' });
  const p = await vendor.client.post(
    '/api/vendor/products',
    productBody({ name: 'Ghanaian kente cloth', price: '21.30', minOrder: 1, stock: 1000 }),
  );
  productId = p.body.id;
}, 120_000);
afterAll(async () => {
  await env.close();
  await momo.stop();
});

async function buyer(): Promise<ApiClient> {
  const b = await signUp(env);
  await b.client.post('/api/cart/items', { productId, quantity: 1 });
  return b.client;
}

async function start(client: ApiClient, key: string, payerPhone = '024 412 3456') {
  const quote = await client.post('/api/checkout/quote', {
    rail: 'momo',
    currency: 'GHS',
    shipping: CHECKOUT_DETAILS.shipping,
  });
  expect(quote.status, JSON.stringify(quote.body)).toBe(200);
  const started = await client.post('/api/checkout', {
    ...CHECKOUT_DETAILS,
    idempotencyKey: key,
    rail: 'momo',
    quoteId: quote.body.quoteId,
    payerPhone,
  });
  return { quote: quote.body, started };
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

describe('MTN MoMo Collections (loopback of the documented API)', () => {
  it('reads payer numbers for the market of the currency', () => {
    expect(momoMsisdn('024 412 3456', 'GHS')).toBe('233244123456');
    expect(momoMsisdn('+233 24 412 3456', 'GHS')).toBe('233244123456');
    expect(momoMsisdn('0772 123 456', 'UGX')).toBe('256772123456');
    expect(momoMsisdn('07 07 12 34 56', 'XOF')).toBe('2250707123456');
    expect(momoMsisdn('024 412 345', 'GHS')).toBeNull();
    expect(momoMsisdn('024 412 3456', 'KES')).toBeNull();
  });

  it('requests to pay whole cedis under our checkout id, and places the order once MTN says SUCCESSFUL', async () => {
    const client = await buyer(); // 21.30 + 10% = 23.43 USD at 15.2 GHS = 356.14 -> 356.00 GHS
    const { quote, started } = await start(client, 'momo-happy-1');
    expect(quote.amountMinor).toBe(35600);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.approveUrl).toBe(`/checkout/momo/${started.body.checkoutId}`);
    const call = momo.sandbox.calls.find((c) => c.path === '/collection/v1_0/requesttopay')!;
    expect(call.headers['x-reference-id']).toBe(started.body.checkoutId);
    expect(call.headers['x-target-environment']).toBe('mtnghana');
    expect(JSON.parse(call.body)).toMatchObject({
      amount: '356',
      currency: 'GHS',
      externalId: started.body.checkoutId,
      payer: { partyIdType: 'MSISDN', partyId: '233244123456' },
    });

    const waiting = await client.post(`/api/checkout/${started.body.checkoutId}/capture`);
    expect(waiting.body.error).toMatchObject({ code: 'PAYMENT_NOT_APPROVED', details: { declined: false } });
    momo.sandbox.answer(started.body.providerOrderId, 'pin');
    const placed = await client.post(`/api/checkout/${started.body.checkoutId}/capture`);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.transactionId).toBe(momo.sandbox.requests.get(started.body.checkoutId)!.financialTransactionId);
    expect(await orders(started.body.checkoutId)).toBe(1);
  });

  it('a buyer who approves and leaves is placed by the reconciliation job; a rejection is declined', async () => {
    const left = await buyer();
    const a = await start(left, 'momo-left');
    momo.sandbox.answer(a.started.body.providerOrderId, 'pin');
    const rejected = await buyer();
    const b = await start(rejected, 'momo-rejected');
    momo.sandbox.answer(b.started.body.providerOrderId, 'cancel');
    env.clock.advance(5 * 60_000);
    await reconcileCheckouts(env.deps);
    expect(await orders(a.started.body.checkoutId)).toBe(1);
    expect(await orders(b.started.body.checkoutId)).toBe(0);
    const res = await rejected.post(`/api/checkout/${b.started.body.checkoutId}/capture`);
    expect(res.body.error).toMatchObject({ code: 'PAYMENT_NOT_APPROVED', details: { declined: true } });
  });

  it('refuses a number outside the currency’s market, and a retry after an outage is the same request', async () => {
    const client = await buyer();
    const bad = await start(client, 'momo-bad', '+254 712 345 678'); // a Kenyan number for a Ghana collection
    expect(bad.started.status).toBe(400);
    expect(bad.started.body.error.details.fields.payerPhone).toMatch(/MTN Mobile Money/);

    const other = await buyer();
    const quote = await other.post('/api/checkout/quote', {
      rail: 'momo',
      currency: 'GHS',
      shipping: CHECKOUT_DETAILS.shipping,
    });
    const body = {
      ...CHECKOUT_DETAILS,
      idempotencyKey: 'momo-outage',
      rail: 'momo',
      quoteId: quote.body.quoteId,
      payerPhone: '0244123456',
    };
    momo.sandbox.failNext(1, 500);
    const down = await other.post('/api/checkout', body);
    expect(down.status).toBe(503);
    expect(down.headers['retry-after']).toBe('30');
    const ok = await other.post('/api/checkout', body);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const mine = [...momo.sandbox.requests.values()].filter((r) => r.externalId === ok.body.checkoutId);
    expect(mine).toHaveLength(1);
  });
});
