import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestEnv, type ApiClient, type TestEnv } from '../../../test/harness.ts';
import { CHECKOUT_DETAILS, signUp } from '../../../test/flows.ts';
import { productBody } from '../../../test/fixtures.ts';
import { MpesaLoopback } from '../../../test/mpesa-loopback.ts';
import { queryRows } from '../../db/client.ts';
import { darajaTimestamp, mpesaMsisdn, stkPassword } from './mpesa-contract.ts';

/**
 * M-Pesa Express against a loopback server of Daraja's documented API over a real socket, on the whole app: the STK
 * push with its password and whole-shilling amount, the unsigned callback under a per-checkout token, stkpushquery
 * deciding, and the faults.
 */
let env: TestEnv;
let daraja: MpesaLoopback;
let productId: string;

async function callback(url: string, body: string) {
  const u = new URL(url);
  return env.app.inject({
    method: 'POST',
    url: `${u.pathname}${u.search}`,
    headers: { 'content-type': 'application/json' },
    payload: body,
  });
}

beforeAll(async () => {
  daraja = new MpesaLoopback(async (url, body) => {
    await callback(url, body);
  });
  const base = await daraja.start();
  env = await createTestEnv({
    PAYMENTS_PROVIDER: 'sandbox,mpesa',
    MPESA_CONSUMER_KEY: daraja.credentials.consumerKey,
    MPESA_CONSUMER_SECRET: daraja.credentials.consumerSecret,
    MPESA_SHORTCODE: daraja.credentials.shortcode,
    MPESA_PASSKEY: daraja.credentials.passkey,
    MPESA_API_BASE: base,
    PAYMENTS_TIMEOUT_MS: '3000',
  });
  const vendor = await signUp(env, { role: 'vendor' });
  const p = await vendor.client.post(
    '/api/vendor/products',
    productBody({ name: 'Kenyan AA coffee, 1 kg', price: '13.37', minOrder: 1, stock: 1000 }),
  );
  productId = p.body.id;
}, 120_000);
afterAll(async () => {
  await env.close();
  await daraja.stop();
});

async function buyer(qty = 1): Promise<ApiClient> {
  const b = await signUp(env);
  await b.client.post('/api/cart/items', { productId, quantity: qty });
  return b.client;
}

async function start(client: ApiClient, key: string, payerPhone = '0712 345 678') {
  const quote = await client.post('/api/checkout/quote', {
    rail: 'mpesa',
    currency: 'KES',
    shipping: CHECKOUT_DETAILS.shipping,
  });
  expect(quote.status, JSON.stringify(quote.body)).toBe(200);
  const started = await client.post('/api/checkout', {
    ...CHECKOUT_DETAILS,
    idempotencyKey: key,
    rail: 'mpesa',
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

describe('M-Pesa Express (loopback of the Daraja API)', () => {
  it('reads Kenyan numbers and builds the Daraja password and timestamp', () => {
    expect(mpesaMsisdn('0712 345 678')).toBe('254712345678');
    expect(mpesaMsisdn('+254 112 345 678')).toBe('254112345678');
    expect(mpesaMsisdn('254712345678')).toBe('254712345678');
    expect(mpesaMsisdn('+234 803 123 4567')).toBeNull();
    expect(mpesaMsisdn('0812 345 678')).toBeNull();
    expect(darajaTimestamp(new Date('2026-11-26T21:30:05Z'))).toBe('20261127003005'); // Nairobi is UTC+3
    expect(stkPassword('174379', 'key', '20261127003005')).toBe(
      Buffer.from('174379key20261127003005').toString('base64'),
    );
  });

  it('pushes the prompt for whole shillings, and places the order once the PIN is entered and the query confirms', async () => {
    const client = await buyer(1); // 13.37 + 10% = 14.71 USD
    const { quote, started } = await start(client, 'mpesa-happy-1');
    expect(quote.amountMinor % 100).toBe(0); // whole shillings
    expect(quote.amountMinor).toBe(Math.round((1471 * 129.5) / 100) * 100);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.approveUrl).toBe(`/checkout/mpesa/${started.body.checkoutId}`);
    const push = daraja.sandbox.calls.find((c) => c.path === '/mpesa/stkpush/v1/processrequest')!;
    expect(push.body).toMatchObject({
      BusinessShortCode: '174379',
      TransactionType: 'CustomerPayBillOnline',
      Amount: quote.amountMinor / 100,
      PartyA: '254712345678',
      PhoneNumber: '254712345678',
    });
    expect(String(push.body.CallBackURL)).toMatch(
      new RegExp(`/api/payments/mpesa/callback/${started.body.checkoutId}\\?token=[a-f0-9]{40}$`),
    );

    const waiting = await client.post(`/api/checkout/${started.body.checkoutId}/capture`);
    expect(waiting.body.error).toMatchObject({ code: 'PAYMENT_NOT_APPROVED', details: { declined: false } });

    await daraja.sandbox.answer(started.body.providerOrderId, 'pin'); // the callback goes to our route
    const status = await client.get(`/api/checkout/${started.body.checkoutId}/payment`);
    expect(status.body).toMatchObject({ status: 'PLACED', rail: 'mpesa', chargeCurrency: 'KES' });
    const again = await client.post(`/api/checkout/${started.body.checkoutId}/capture`);
    expect(again.body.orderId).toBe(status.body.orderId);
    expect(await orders(started.body.checkoutId)).toBe(1);
  });

  it('refuses a number that is not a Kenyan mobile, before anything is pushed', async () => {
    const client = await buyer(1);
    const calls = daraja.sandbox.calls.length;
    const { started } = await start(client, 'mpesa-badphone', '+234 803 123 4567');
    expect(started.status).toBe(400);
    expect(started.body.error.details.fields.payerPhone).toMatch(/M-Pesa number/);
    expect(daraja.sandbox.calls.length).toBe(calls);
  });

  it('a cancelled prompt is declined: nothing placed, the buyer is told', async () => {
    const client = await buyer(1);
    const { started } = await start(client, 'mpesa-cancel');
    await daraja.sandbox.answer(started.body.providerOrderId, 'cancel');
    const res = await client.post(`/api/checkout/${started.body.checkoutId}/capture`);
    expect(res.body.error).toMatchObject({ code: 'PAYMENT_NOT_APPROVED', details: { declined: true } });
    expect(res.body.error.message).toMatch(/declined or cancelled/);
    expect(await orders(started.body.checkoutId)).toBe(0);
  });

  it('refuses callbacks without the checkout’s token, and a forged "paid" callback places nothing', async () => {
    const client = await buyer(1);
    const { started } = await start(client, 'mpesa-forged');
    const forged = JSON.stringify({
      Body: {
        stkCallback: {
          MerchantRequestID: 'x',
          CheckoutRequestID: started.body.providerOrderId,
          ResultCode: 0,
          ResultDesc: 'The service request is processed successfully.',
          CallbackMetadata: {
            Item: [
              { Name: 'Amount', Value: 1 },
              { Name: 'MpesaReceiptNumber', Value: 'FAKE' },
            ],
          },
        },
      },
    });
    const path = `/api/payments/mpesa/callback/${started.body.checkoutId}`;
    const noToken = await env.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/json' },
      payload: forged,
    });
    expect(noToken.statusCode).toBe(403);
    const badToken = await env.app.inject({
      method: 'POST',
      url: `${path}?token=${'0'.repeat(40)}`,
      headers: { 'content-type': 'application/json' },
      payload: forged,
    });
    expect(badToken.statusCode).toBe(403);
    // Even with the right token (say it leaked), the callback alone decides nothing: stkpushquery says "processing".
    const push = daraja.sandbox.calls.filter((c) => c.path === '/mpesa/stkpush/v1/processrequest').at(-1)!;
    const withToken = await callback(String(push.body.CallBackURL), forged);
    expect(withToken.statusCode).toBe(200);
    expect(await orders(started.body.checkoutId)).toBe(0);
    // The buyer then really pays: Daraja's own callback brings the real amount and receipt; one order.
    await daraja.sandbox.answer(started.body.providerOrderId, 'pin');
    expect(await orders(started.body.checkoutId)).toBe(1);
    // Replaying a tampered callback afterwards changes nothing.
    const replay = await callback(String(push.body.CallBackURL), forged);
    expect(replay.statusCode).toBe(200);
    expect(await orders(started.body.checkoutId)).toBe(1);
    // A callback for another checkout's request, under this checkout's token, is ignored.
    const other = await buyer(1);
    const second = await start(other, 'mpesa-forged-2');
    const crossed = forged.replace(started.body.providerOrderId, second.started.body.providerOrderId);
    expect((await callback(String(push.body.CallBackURL), crossed)).statusCode).toBe(200);
    expect(await orders(second.started.body.checkoutId)).toBe(0);
  });

  it('Daraja down answers 503 with Retry-After; nothing is pushed twice for one checkout', async () => {
    const client = await buyer(1);
    daraja.sandbox.failNext(2, 503);
    const { started } = await start(client, 'mpesa-down');
    expect(started.status).toBe(503);
    expect(started.headers['retry-after']).toBe('30');
  });
});
