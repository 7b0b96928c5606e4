import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { ApiClient, createTestEnv, type TestEnv } from '../../../test/harness.ts';
import { CHECKOUT_DETAILS, signUp } from '../../../test/flows.ts';
import { productBody } from '../../../test/fixtures.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { ensureAdmin } from '../auth/auth.service.ts';

let env: TestEnv;
let admin: ApiClient;

beforeAll(async () => {
  env = await createTestEnv({
    BANK_NAME: 'Test Bank of Lagos',
    BANK_ACCOUNT_NUMBER: '0123456789',
    BANK_SWIFT: 'TBLANGLA',
  });
  await ensureAdmin(env.deps, 'quotes-admin@example.com', 'Quotes-Admin-Pass-1');
  admin = new ApiClient(env.app);
  await admin.post('/api/auth/login', { email: 'quotes-admin@example.com', password: 'Quotes-Admin-Pass-1' });
});
afterAll(async () => {
  await env.close();
});

describe('orders above $1,000: quote request and bank transfer', () => {
  it('goes from quote request to custom fee, pro-forma invoice, transfer received, order held in escrow', async () => {
    const vendor = await signUp(env, { role: 'vendor' });
    const product = (
      await vendor.client.post(
        '/api/vendor/products',
        productBody({ name: 'Container of Cashews', price: '1200.00', minOrder: 1, stock: 5 }),
      )
    ).body;
    const buyer = await signUp(env);
    await buyer.client.post('/api/cart/items', { productId: product.id, quantity: 2 });

    // Above the card rail's maximum the card checkout refuses; the buyer may still ask the team for a quote.
    expect(
      (await buyer.client.post('/api/checkout', { ...CHECKOUT_DETAILS, idempotencyKey: 'too-big-1' })).body.error.code,
    ).toBe('PAYMENT_METHOD_UNAVAILABLE');
    const quote = await buyer.client.post('/api/checkout/quote-request', {
      ...CHECKOUT_DETAILS,
      note: 'Need delivery before March',
    });
    expect(quote.status, JSON.stringify(quote.body)).toBe(201);
    expect(quote.body).toMatchObject({
      status: 'QUOTE_REQUESTED',
      subtotalCents: 240000,
      feeCents: null,
      totalCents: null,
    });

    const [ticket] = await queryRows<{ source: string; subject: string }>(
      env.deps.db,
      sql`select source, subject from support_tickets where source = 'quote_request' order by created_at desc limit 1`,
    );
    expect(ticket!.subject).toContain('$2,400.00');
    await env.smtp.waitFor('support@afribridge.example', (m) => m.subject.includes('Quote request'));
    expect(
      (await admin.get('/api/notifications')).body.items.some(
        (n: { kind: string }) => n.kind === 'admin.quote_requested',
      ),
    ).toBe(true);

    expect((await buyer.client.raw(`/api/checkout/${quote.body.checkoutId}/proforma.pdf`)).statusCode).toBe(409);
    expect(
      (await buyer.client.post(`/api/admin/quote-requests/${quote.body.checkoutId}/fee`, { fee: '0.01' })).status,
    ).toBe(403);
    const priced = await admin.post(`/api/admin/quote-requests/${quote.body.checkoutId}/fee`, { fee: '75.00' });
    expect(priced.body).toMatchObject({ status: 'AWAITING_TRANSFER', feeCents: 7500, totalCents: 247500 });
    await env.smtp.waitFor(buyer.email, (m) => m.subject.includes('is ready'));

    const pdf = await buyer.client.raw(`/api/checkout/${quote.body.checkoutId}/proforma.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(`Pro-forma invoice ${quote.body.reference}`);
    expect(text).toContain('Container of Cashews');
    expect(text).toContain('Total due: $2,475.00 USD');
    expect(text).toContain('Test Bank of Lagos');
    expect(text).toContain('0123456789');
    expect(text).toContain(`Payment reference: ${quote.body.reference}`);
    const stranger = await signUp(env);
    expect((await stranger.client.raw(`/api/checkout/${quote.body.checkoutId}/proforma.pdf`)).statusCode).toBe(404);
    expect((await admin.raw(`/api/checkout/${quote.body.checkoutId}/proforma.pdf`)).statusCode).toBe(200);

    const today = env.clock.now().toISOString().slice(0, 10);
    const transfer = { amount: '2475.00', bankReference: 'TRF-889123', receivedOn: today };
    const received = await admin.post(`/api/admin/quote-requests/${quote.body.checkoutId}/transfer-received`, transfer);
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    expect(received.body).toMatchObject({ duplicate: false, excessCents: 0 });
    const again = await admin.post(`/api/admin/quote-requests/${quote.body.checkoutId}/transfer-received`, transfer);
    expect(again.body).toMatchObject({ orderId: received.body.orderId, duplicate: true });
    const order = (await buyer.client.get(`/api/orders/${received.body.orderId}`)).body;
    expect(order).toMatchObject({
      subtotalCents: 240000,
      feeCents: 7500,
      totalCents: 247500,
      transactionId: 'BANK-TRF-889123',
    });
    expect(order.vendorOrders[0].escrowStatus).toBe('HELD');
    const [held] = await queryRows<{ b: string }>(
      env.deps.db,
      sql`select sum(amount_cents)::text as b from ledger_entries where account = ${`escrow:${order.vendorOrders[0].id}`}`,
    );
    expect(Number(held!.b)).toBe(247500);
    expect((await vendor.client.get(`/api/vendor/products/${product.id}`)).body.availableStock).toBe(3);
    expect((await buyer.client.get('/api/checkout/quotes')).body.items[0]).toMatchObject({
      status: 'PLACED',
      orderId: received.body.orderId,
    });
  });

  it('refuses a quote request for an order that can be paid at checkout', async () => {
    const vendor = await signUp(env, { role: 'vendor' });
    const product = (
      await vendor.client.post(
        '/api/vendor/products',
        productBody({ name: 'Small lot', price: '10.00', minOrder: 1, stock: 5 }),
      )
    ).body;
    const buyer = await signUp(env);
    await buyer.client.post('/api/cart/items', { productId: product.id, quantity: 1 });
    expect((await buyer.client.post('/api/checkout/quote-request', CHECKOUT_DETAILS)).status).toBe(409);
  });
});
