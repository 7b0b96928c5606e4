import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, createTestEnv, type TestEnv } from '../../../test/harness.ts';
import { CHECKOUT_DETAILS, signUp } from '../../../test/flows.ts';
import { productBody } from '../../../test/fixtures.ts';
import { PayPalLoopback } from '../../../test/paypal-loopback.ts';
import { PayPalPaymentProvider } from './paypal-provider.ts';
import { PaymentRails } from './payment-rails.ts';

let env: TestEnv;
let paypal: PayPalLoopback;
let vendor: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  paypal = new PayPalLoopback();
  const base = await paypal.start();
  env = await createTestEnv();
  // The same app, with the PayPal adapter instead of the sandbox.
  (env.deps as { rails: unknown }).rails = new PaymentRails([
    new PayPalPaymentProvider({
      clientId: 'test-client',
      clientSecret: 'test-secret',
      apiBase: base,
      webhookId: 'WH-TEST',
      returnUrl: 'http://localhost/checkout/return',
      cancelUrl: 'http://localhost/checkout',
    }),
  ]);
  await env.app.close();
  const { buildApp } = await import('../../app.ts');
  env.app = await buildApp(env.deps);
  vendor = await signUp(env, { role: 'vendor' });
});
afterAll(async () => {
  await env.close();
  await paypal.stop();
});

async function cartWith(price: string, qty: number) {
  const p = await vendor.client.post(
    '/api/vendor/products',
    productBody({ name: `PayPal item ${price}`, price, minOrder: 1, stock: 20 }),
  );
  const buyer = await signUp(env);
  await buyer.client.post('/api/cart/items', { productId: p.body.id, quantity: qty });
  return buyer;
}

describe('PayPal Orders v2 adapter (loopback server of the documented API)', () => {
  it('creates the order on the server with the server-computed amount, captures after approval, places the order', async () => {
    const buyer = await cartWith('45.50', 2); // 91.00 + 10% = 100.10
    const started = await buyer.client.post('/api/checkout', { ...CHECKOUT_DETAILS, idempotencyKey: 'paypal-flow-1' });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.approveUrl).toContain('checkoutnow?token=');
    const created = paypal.orders.get(started.body.providerOrderId)!;
    expect(created.value).toBe('100.10');
    const createCall = paypal.requests.find((r) => r.path === '/v2/checkout/orders')!;
    expect(JSON.parse(createCall.body as string).purchase_units[0].description).toBe('Order Payment - $100.10 USD');

    const early = await buyer.client.post(`/api/checkout/${started.body.checkoutId}/capture`);
    expect(early.body.error.code).toBe('PAYMENT_NOT_APPROVED');
    paypal.approve(started.body.providerOrderId);
    const captured = await buyer.client.post(`/api/checkout/${started.body.checkoutId}/capture`);
    expect(captured.status, JSON.stringify(captured.body)).toBe(200);
    expect(captured.body.transactionId).toBe(paypal.orders.get(started.body.providerOrderId)!.captureId);
    const again = await buyer.client.post(`/api/checkout/${started.body.checkoutId}/capture`);
    expect(again.body.orderId).toBe(captured.body.orderId);
  });

  it('refunds through PayPal when a vendor cancels', async () => {
    const buyer = await cartWith('20.00', 1);
    const started = await buyer.client.post('/api/checkout', {
      ...CHECKOUT_DETAILS,
      idempotencyKey: 'paypal-refund-1',
    });
    paypal.approve(started.body.providerOrderId);
    const { orderId } = (await buyer.client.post(`/api/checkout/${started.body.checkoutId}/capture`)).body;
    const order = (await buyer.client.get(`/api/orders/${orderId}`)).body;
    expect(
      (await vendor.client.post(`/api/vendor/orders/${order.vendorOrders[0].id}/cancel`, { reason: 'Out of season' }))
        .status,
    ).toBe(200);
    const refund = paypal.refunds.find((r) => r.captureId === order.transactionId)!;
    expect(refund.value).toBe('22.00');
  });

  it('places the order from a verified PAYMENT.CAPTURE.COMPLETED webhook, once, and ignores forged ones', async () => {
    const buyer = await cartWith('10.00', 3);
    const started = await buyer.client.post('/api/checkout', {
      ...CHECKOUT_DETAILS,
      idempotencyKey: 'paypal-webhook-1',
    });
    paypal.approve(started.body.providerOrderId);
    // The capture happened (e.g. the browser captured, then closed before our answer).
    const provider = env.deps.rails.default as PayPalPaymentProvider;
    const { captureId } = await provider.captureOrder(started.body.providerOrderId);
    const event = {
      id: 'WH-EVT-1',
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource: {
        id: captureId,
        status: 'COMPLETED',
        supplementary_data: { related_ids: { order_id: started.body.providerOrderId } },
      },
    };
    const hook = new ApiClient(env.app);
    const forged = await hook.post('/api/payments/paypal/webhook', event, { csrf: false });
    expect(forged.status).toBe(403);
    expect((await buyer.client.get('/api/orders')).body.items).toHaveLength(0);

    paypal.validTransmissions.add('T-1');
    const headers = {
      'paypal-transmission-id': 'T-1',
      'paypal-transmission-sig': 'sig',
      'paypal-transmission-time': new Date().toISOString(),
      'paypal-auth-algo': 'SHA256withRSA',
      'paypal-cert-url': 'https://api.paypal.com/cert',
    };
    const send = () =>
      env.app.inject({
        method: 'POST',
        url: '/api/payments/paypal/webhook',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: JSON.stringify(event),
      });
    const first = await send();
    expect(first.json()).toEqual({ ok: true, duplicate: false });
    expect((await send()).json()).toEqual({ ok: true, duplicate: true });
    const orders = (await buyer.client.get('/api/orders')).body.items;
    expect(orders).toHaveLength(1);
    // the browser's late capture call answers the same order
    const late = await buyer.client.post(`/api/checkout/${started.body.checkoutId}/capture`);
    expect(late.body.orderId).toBe(orders[0].id);
  });
});
