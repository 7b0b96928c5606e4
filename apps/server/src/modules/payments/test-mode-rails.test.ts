import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestEnv, type TestEnv } from '../../../test/harness.ts';
import { CHECKOUT_DETAILS, signUp } from '../../../test/flows.ts';
import { productBody } from '../../../test/fixtures.ts';
import { signInAdmin } from '../../../test/trade-flows.ts';
import { queryRows } from '../../db/client.ts';

/**
 * With no configuration, Paystack and M-Pesa run in TEST MODE against the built-in stand-ins: the same adapters,
 * webhook and callback routes and checkout code as with real keys; Paystack's hosted page is served by the app and
 * marked TEST MODE, and M-Pesa's PIN prompt is answered on a simulated phone.
 */
let env: TestEnv;

beforeAll(async () => {
  env = await createTestEnv();
}, 120_000);
afterAll(async () => {
  await env.close();
});

describe('Paystack, Flutterwave, M-Pesa and MTN MoMo in TEST MODE (no configuration)', () => {
  it('lists the rails with what they cover, and marks Paystack as TEST MODE', async () => {
    const vendor = await signUp(env, { role: 'vendor' });
    const config = await vendor.client.get('/api/payments/config');
    expect(config.body.provider).toBe('sandbox');
    expect(config.body.rails).toEqual([
      { rail: 'sandbox', channels: ['card'], currencies: ['USD'], testMode: true, needsPhone: false },
      {
        rail: 'paystack',
        channels: ['card', 'bank_transfer', 'ussd', 'mobile_money'],
        currencies: ['NGN', 'GHS', 'KES', 'ZAR'],
        testMode: true,
        needsPhone: false,
      },
      {
        rail: 'flutterwave',
        channels: ['card', 'bank_transfer', 'ussd', 'mobile_money'],
        currencies: ['NGN', 'GHS', 'KES', 'UGX', 'XOF', 'ZAR'],
        testMode: true,
        needsPhone: false,
      },
      { rail: 'mpesa', channels: ['mobile_money'], currencies: ['KES'], testMode: true, needsPhone: true },
      { rail: 'momo', channels: ['mobile_money'], currencies: ['GHS', 'UGX', 'XOF'], testMode: true, needsPhone: true },
    ]);
  });

  it('pays on the TEST MODE page, comes back placed, and a vendor cancel refunds the naira through Paystack', async () => {
    const vendor = await signUp(env, { role: 'vendor' });
    const product = await vendor.client.post(
      '/api/vendor/products',
      productBody({
        name: 'Adire fabric, 5 yards',
        price: '25.00',
        minOrder: 1,
        stock: 50,
        shippingMode: 'flat',
        flatShipping: '2.50',
      }),
    );
    const buyer = await signUp(env);
    await buyer.client.post('/api/cart/items', { productId: product.body.id, quantity: 2 }); // 50 + 5 shipping + 5 fee = 60 USD
    const quote = await buyer.client.post('/api/checkout/quote', {
      rail: 'paystack',
      currency: 'NGN',
      shipping: CHECKOUT_DETAILS.shipping,
    });
    expect(quote.body.amountMinor).toBe(6000 * 1550);
    const started = await buyer.client.post('/api/checkout', {
      ...CHECKOUT_DETAILS,
      idempotencyKey: 'sandbox-paystack-1',
      rail: 'paystack',
      quoteId: quote.body.quoteId,
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.approveUrl).toMatch(/^\/sandbox\/paystack\/checkout\/[a-f0-9]{24}$/);

    const page = await env.app.inject({ method: 'GET', url: started.body.approveUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('TEST MODE');
    expect(page.body).toContain('NGN'); // "Pay NGN 93,000.00"
    expect(page.body).toMatch(/93,000\.00/);
    // A wrong or made-up access code shows nothing.
    expect(
      (await env.app.inject({ method: 'GET', url: '/sandbox/paystack/checkout/' + 'f'.repeat(24) })).statusCode,
    ).toBe(404);
    expect((await env.app.inject({ method: 'GET', url: '/sandbox/paystack/checkout/../../api' })).statusCode).not.toBe(
      200,
    );

    const paid = await env.app.inject({
      method: 'POST',
      url: started.body.approveUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay&channel=mobile_money',
    });
    expect(paid.statusCode).toBe(303);
    const reference = started.body.providerOrderId;
    expect(paid.headers.location).toBe(`/checkout/return?trxref=${reference}&reference=${reference}`);
    // The signed charge.success webhook went through our route and placed the order; the return finds it.
    const back = await buyer.client.get(`/api/checkout/provider-order/${reference}`);
    expect(back.body.status).toBe('PLACED');

    const order = await buyer.client.get(`/api/orders/${back.body.orderId}`);
    const vo = order.body.vendorOrders[0];
    expect(order.body).toMatchObject({
      paymentProvider: 'paystack',
      totalCents: 6000,
      shippingCents: 500,
      charged: { currency: 'NGN', amountMinor: 6000 * 1550 },
    });
    // goods, shipping and fee each held in naira, adding up to what was charged
    expect(vo.settlement).toEqual({
      currency: 'NGN',
      subtotalMinor: 5000 * 1550,
      shippingMinor: 500 * 1550,
      buyerFeeMinor: 500 * 1550,
    });
    // The vendor's money: held in naira, beside (never added to) the USD figures.
    const balance = await vendor.client.get('/api/vendor/balance');
    expect(balance.body).toMatchObject({ currency: 'USD', heldOrders: 0, heldGrossCents: 0 });
    expect(balance.body.otherCurrencies).toEqual([
      expect.objectContaining({ currency: 'NGN', heldOrders: 1, heldGrossCents: 6000 * 1550 }),
    ]);
    const { platformMoneyFigures } = await import('../escrow/use-cases/money-figures.ts');
    const platform = await platformMoneyFigures(env.deps.db, { from: null, to: new Date('2100-01-01') });
    expect(platform.otherCurrencies.find((f) => f.currency === 'NGN')).toMatchObject({
      paidIntoEscrowCents: 6000 * 1550,
      heldInEscrowCents: 6000 * 1550,
    });
    const cancelled = await vendor.client.post(`/api/vendor/orders/${vo.id}/cancel`, { reason: 'Out of this dye lot' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBeLessThan(300);
    const refunds = await queryRows<{ kind: string; currency: string; account: string; amount: string }>(
      env.deps.db,
      sql`select t.kind, e.currency, e.account, e.amount_cents::text as amount from ledger_entries e
          join ledger_transactions t on t.id = e.transaction_id
          where t.order_id = ${back.body.orderId} and t.kind in ('REFUND', 'REFUND_PAID') and e.amount_cents > 0
          order by t.kind`,
    );
    const after = await buyer.client.get(`/api/orders/${back.body.orderId}`);
    expect(after.body.refunds).toEqual([
      {
        currency: 'NGN',
        totalMinor: 6000 * 1550,
        paid: [{ reference: expect.stringMatching(/^\d+$/), amountMinor: 6000 * 1550, at: expect.any(String) }],
        outstandingMinor: 0,
      },
    ]);
    // Held 93,000.00 NGN, shipping included; all of it owed back, then paid back through Paystack, in naira.
    expect(refunds).toEqual([
      { kind: 'REFUND', currency: 'NGN', account: `buyer_refunds:${buyer.userId}`, amount: String(6000 * 1550) },
      { kind: 'REFUND_PAID', currency: 'NGN', account: 'provider_clearing', amount: String(6000 * 1550) },
    ]);
  });

  it('cancelling on the TEST MODE page comes back unpaid: the capture says not approved and nothing is placed', async () => {
    const vendor = await signUp(env, { role: 'vendor' });
    const product = await vendor.client.post(
      '/api/vendor/products',
      productBody({ name: 'Kente strip', price: '12.00', minOrder: 1, stock: 50 }),
    );
    const buyer = await signUp(env);
    await buyer.client.post('/api/cart/items', { productId: product.body.id, quantity: 1 });
    const quote = await buyer.client.post('/api/checkout/quote', {
      rail: 'paystack',
      currency: 'GHS',
      shipping: CHECKOUT_DETAILS.shipping,
    });
    const started = await buyer.client.post('/api/checkout', {
      ...CHECKOUT_DETAILS,
      idempotencyKey: 'sandbox-paystack-cancel',
      rail: 'paystack',
      quoteId: quote.body.quoteId,
    });
    const left = await env.app.inject({
      method: 'POST',
      url: started.body.approveUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=cancel',
    });
    expect(left.statusCode).toBe(303);
    const capture = await buyer.client.post(`/api/checkout/${started.body.checkoutId}/capture`);
    expect(capture.status).toBe(409);
    expect(capture.body.error.code).toBe('PAYMENT_NOT_APPROVED');
  });

  it('M-Pesa: the simulated phone enters the PIN, Daraja’s callback reaches our route, the order is placed', async () => {
    const vendor = await signUp(env, { role: 'vendor' });
    const product = await vendor.client.post(
      '/api/vendor/products',
      productBody({ name: 'Maasai beaded belt', price: '18.00', minOrder: 1, stock: 50 }),
    );
    const buyer = await signUp(env);
    await buyer.client.post('/api/cart/items', { productId: product.body.id, quantity: 1 });
    const quote = await buyer.client.post('/api/checkout/quote', {
      rail: 'mpesa',
      currency: 'KES',
      shipping: CHECKOUT_DETAILS.shipping,
    });
    expect(quote.body.amountMinor % 100).toBe(0);
    const started = await buyer.client.post('/api/checkout', {
      ...CHECKOUT_DETAILS,
      idempotencyKey: 'sandbox-mpesa-1',
      rail: 'mpesa',
      quoteId: quote.body.quoteId,
      payerPhone: '0712345678',
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const waiting = await buyer.client.get(`/api/checkout/${started.body.checkoutId}/payment`);
    expect(waiting.body).toMatchObject({ status: 'CREATED', rail: 'mpesa', testMode: true, chargeCurrency: 'KES' });
    // Someone else cannot answer this buyer's prompt, nor see the payment.
    const stranger = await signUp(env);
    expect(
      (await stranger.client.post(`/api/payments/mpesa/test-phone/${started.body.checkoutId}`, { answer: 'pin' }))
        .status,
    ).toBe(404);
    expect((await stranger.client.get(`/api/checkout/${started.body.checkoutId}/payment`)).status).toBe(404);
    const answered = await buyer.client.post(`/api/payments/mpesa/test-phone/${started.body.checkoutId}`, {
      answer: 'pin',
    });
    expect(answered.body).toEqual({ answered: true });
    const placed = await buyer.client.get(`/api/checkout/${started.body.checkoutId}/payment`);
    expect(placed.body.status).toBe('PLACED');
    expect(placed.body.orderId).toEqual(expect.any(String));
    // A vendor cancel: M-Pesa has no refund call, so the shillings stay owed to the buyer until paid back by hand.
    const order = await buyer.client.get(`/api/orders/${placed.body.orderId}`);
    const cancelled = await vendor.client.post(`/api/vendor/orders/${order.body.vendorOrders[0].id}/cancel`, {
      reason: 'Sold out of this colour',
    });
    expect(cancelled.status).toBeLessThan(300);
    const after = await buyer.client.get(`/api/orders/${placed.body.orderId}`);
    expect(after.body.refunds).toEqual([
      { currency: 'KES', totalMinor: quote.body.amountMinor, paid: [], outstandingMinor: quote.body.amountMinor },
    ]);
    // An operator pays the shillings back by M-Pesa and records it: never more than owed, once per reference.
    const admin = await signInAdmin(env, 'refunds-admin@example.com');
    const path = `/api/admin/orders/${placed.body.orderId}/manual-refunds`;
    const tooMuch = await admin.post(path, {
      currency: 'KES',
      amountMinor: quote.body.amountMinor + 100,
      reference: 'QK12345XYZ',
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error.details.fields.amountMinor).toMatch(/still owed/);
    const owed = await admin.get('/api/admin/refunds-owed');
    expect(owed.body.items).toContainEqual(
      expect.objectContaining({
        orderId: placed.body.orderId,
        rail: 'mpesa',
        manual: true,
        currency: 'KES',
        outstandingMinor: quote.body.amountMinor,
      }),
    );
    const paidBack = { currency: 'KES', amountMinor: quote.body.amountMinor, reference: 'QK12345XYZ' };
    expect((await admin.post(path, paidBack)).body).toEqual({ outstandingMinor: 0, duplicate: false });
    expect((await admin.post(path, paidBack)).body).toEqual({ outstandingMinor: 0, duplicate: true });
    expect((await buyer.client.post(path, paidBack)).status).toBe(403);
    const none = await admin.get('/api/admin/refunds-owed');
    expect(none.body.items.map((i: { orderId: string }) => i.orderId)).not.toContain(placed.body.orderId);
    const settled = await buyer.client.get(`/api/orders/${placed.body.orderId}`);
    expect(settled.body.refunds[0]).toMatchObject({ currency: 'KES', outstandingMinor: 0 });
    // Answering again does nothing more.
    expect(
      (await buyer.client.post(`/api/payments/mpesa/test-phone/${started.body.checkoutId}`, { answer: 'cancel' })).body,
    ).toEqual({ answered: false });
  });

  it('MoMo: a buyer in Côte d’Ivoire pays whole CFA francs, approves on the simulated phone, the order is placed', async () => {
    const vendor = await signUp(env, { role: 'vendor' });
    const product = await vendor.client.post(
      '/api/vendor/products',
      productBody({ name: 'Attiéké, 10 kg', price: '9.99', minOrder: 1, stock: 50 }),
    );
    const buyer = await signUp(env);
    await buyer.client.post('/api/cart/items', { productId: product.body.id, quantity: 1 });
    const quote = await buyer.client.post('/api/checkout/quote', {
      rail: 'momo',
      currency: 'XOF',
      shipping: CHECKOUT_DETAILS.shipping,
    });
    expect(quote.body).toMatchObject({ currency: 'XOF', digits: 0 });
    const started = await buyer.client.post('/api/checkout', {
      ...CHECKOUT_DETAILS,
      idempotencyKey: 'sandbox-momo-1',
      rail: 'momo',
      quoteId: quote.body.quoteId,
      payerPhone: '07 07 12 34 56',
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body).toMatchObject({ chargeCurrency: 'XOF', chargeMinor: quote.body.amountMinor });
    const answered = await buyer.client.post(`/api/payments/momo/test-phone/${started.body.checkoutId}`, {
      answer: 'pin',
    });
    expect(answered.body).toEqual({ answered: true });
    const placed = await buyer.client.post(`/api/checkout/${started.body.checkoutId}/capture`);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const order = await buyer.client.get(`/api/orders/${placed.body.orderId}`);
    expect(order.body.charged).toEqual({ currency: 'XOF', amountMinor: quote.body.amountMinor });
    // Another rail's phone does not answer for this checkout.
    expect(
      (await buyer.client.post(`/api/payments/mpesa/test-phone/${started.body.checkoutId}`, { answer: 'pin' })).status,
    ).toBe(404);
  });

  it('Flutterwave: pays XOF on the TEST MODE hosted page and comes back placed', async () => {
    const vendor = await signUp(env, { role: 'vendor' });
    const product = await vendor.client.post(
      '/api/vendor/products',
      productBody({ name: 'Ivorian cashew nuts, 5 kg', price: '14.00', minOrder: 1, stock: 50 }),
    );
    const buyer = await signUp(env);
    await buyer.client.post('/api/cart/items', { productId: product.body.id, quantity: 1 });
    const quote = await buyer.client.post('/api/checkout/quote', {
      rail: 'flutterwave',
      currency: 'XOF',
      shipping: CHECKOUT_DETAILS.shipping,
    });
    const started = await buyer.client.post('/api/checkout', {
      ...CHECKOUT_DETAILS,
      idempotencyKey: 'sandbox-flw-1',
      rail: 'flutterwave',
      quoteId: quote.body.quoteId,
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.approveUrl).toMatch(/^\/sandbox\/flutterwave\/pay\/[a-f0-9]{24}$/);
    const page = await env.app.inject({ method: 'GET', url: started.body.approveUrl });
    expect(page.body).toContain('TEST MODE');
    expect(page.body).toContain('Flutterwave');
    const paid = await env.app.inject({
      method: 'POST',
      url: started.body.approveUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay&channel=card',
    });
    expect(paid.statusCode).toBe(303);
    const ref = started.body.providerOrderId;
    const id = /transaction_id=(\d+)/.exec(paid.headers.location as string)![1];
    expect(paid.headers.location).toBe(`/checkout/return?status=successful&tx_ref=${ref}&transaction_id=${id}`);
    const back = await buyer.client.get(`/api/checkout/provider-order/${ref}`);
    expect(back.body.status).toBe('PLACED');
  });
});
