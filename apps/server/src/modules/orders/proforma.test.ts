import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { createTestEnv, type TestEnv } from '../../../test/harness.ts';
import { CHECKOUT_DETAILS, signUp } from '../../../test/flows.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { listProduct, type Party } from '../../../test/trade-flows.ts';
import { expireUnpaidProformas } from './use-cases/expire-proformas.ts';

/** Large orders (issue 25): a fee above $1,000, checkout by bank transfer with a pro-forma, expiry and cancellation. */
let env: TestEnv;
let vendor: Party;

beforeAll(async () => {
  // No BANK_ACCOUNT_NUMBER: the sandbox collection account, marked TEST MODE.
  env = await createTestEnv({ PROFORMA_EXPIRY_DAYS: '5' });
  vendor = await signUp(env, { role: 'vendor', name: 'Kofi Mensah' });
});
afterAll(async () => {
  await env.close();
});

async function stockOf(productId: string): Promise<number> {
  return (await vendor.client.get(`/api/vendor/products/${productId}`)).body.availableStock;
}

/** A buyer with `qty` of a new $1,200.00 product (stock 10) in the cart. */
async function largeCart(qty = 2): Promise<{ buyer: Party; productId: string }> {
  const product = await listProduct(vendor, {
    name: `Container of cashews ${Math.random().toString(36).slice(2, 6)}`,
    price: '1200.00',
    minOrder: 1,
    stock: 10,
  });
  const buyer = await signUp(env);
  expect((await buyer.client.post('/api/cart/items', { productId: product.id, quantity: qty })).status).toBe(200);
  return { buyer, productId: product.id };
}

async function issue(buyer: Party, key = `pf-${Math.random().toString(36).slice(2)}`) {
  return buyer.client.post('/api/checkout/bank-transfer', { ...CHECKOUT_DETAILS, idempotencyKey: key });
}

describe('checkout by bank transfer with a pro-forma invoice', () => {
  it('shows the fee of a cart above $1,000 as a number, and offers bank transfer instead of the card rail', async () => {
    const { buyer } = await largeCart(2);
    const cart = (await buyer.client.get('/api/cart')).body;
    expect(cart).toMatchObject({
      subtotalUsdCents: 240_000,
      fee: { kind: 'fixed', rateBps: 300, feeCents: 7_200, totalCents: 247_200, capped: false },
      cardPaymentAllowed: false,
      cardPaymentMaxCents: 100_000,
      bankTransferAllowed: true,
    });
    const card = await buyer.client.post('/api/checkout', { ...CHECKOUT_DETAILS, idempotencyKey: 'card-too-big' });
    expect(card.status).toBe(400);
    expect(card.body.error).toMatchObject({ code: 'PAYMENT_METHOD_UNAVAILABLE', details: { maxCents: 100_000 } });
    expect(card.body.error.message).toBe(
      'Card and wallet payment is available for orders up to $1,000.00. Pay this order by bank transfer with a pro-forma invoice.',
    );
  });

  it('issues the pro-forma: reference, fee from the tiers, stock reserved, cart emptied, PDF by e-mail, same answer on retry', async () => {
    const { buyer, productId } = await largeCart(2);
    const started = await issue(buyer, 'pf-issue-1');
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const pf = started.body;
    expect(pf).toMatchObject({
      status: 'AWAITING_TRANSFER',
      source: 'proforma',
      subtotalCents: 240_000,
      feeCents: 7_200,
      rateBps: 300,
      totalCents: 247_200,
      stockReserved: true,
      orderId: null,
      transfer: null,
    });
    expect(pf.reference).toMatch(/^PF-[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(pf.expiresAt).toBe(new Date(env.clock.now().getTime() + 5 * 86_400_000).toISOString());
    expect(pf.bank).toMatchObject({ accountName: 'AfriBridge Trade Escrow Ltd', testMode: true });
    expect(await stockOf(productId)).toBe(8);
    expect((await buyer.client.get('/api/cart')).body.lines).toHaveLength(0);

    // A double click or a retry answers the same pro-forma and reserves nothing more.
    const again = await issue(buyer, 'pf-issue-1');
    expect(again.body).toMatchObject({ checkoutId: pf.checkoutId, reference: pf.reference });
    expect(await stockOf(productId)).toBe(8);

    const page = await buyer.client.get(`/api/checkout/${pf.checkoutId}/proforma`);
    expect(page.body).toMatchObject({ checkoutId: pf.checkoutId, totalCents: 247_200, stockReserved: true });

    const mail = await env.smtp.waitFor(buyer.email, (m) => m.subject.includes(pf.reference));
    expect(mail.subject).toBe(`Pro-forma invoice ${pf.reference}: pay $2,472.00 by bank transfer`);
    expect(mail.text).toContain('Your goods are reserved until 2026-11-26');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ filename: `${pf.reference}.pdf`, contentType: 'application/pdf' });

    const pdf = await buyer.client.raw(`/api/checkout/${pf.checkoutId}/proforma.pdf`);
    expect(pdf.statusCode).toBe(200);
    for (const text of [pdfText(pdf.rawPayload), pdfText(mail.attachments[0]!.content)]) {
      expect(text).toContain('TEST MODE: sandbox bank account. Do not send real money.');
      expect(text).toContain(`Pro-forma invoice ${pf.reference}`);
      expect(text).toContain('Pay by: 2026-11-26');
      expect(text).toMatch(/Container of cashews \w+ \(Kofi/);
      expect(text).toContain('Subtotal: $2,400.00 USD');
      expect(text).toContain('Platform fee (3%): $72.00 USD');
      expect(text).toContain('Total due: $2,472.00 USD');
      expect(text).toContain('Sandbox Bank (TEST MODE, not a real account)');
      expect(text).toContain('SWIFT/BIC: TESTNGLA');
      expect(text).toContain(`Payment reference: ${pf.reference}`);
    }
    const [audit] = await queryRows<{ n: number }>(
      env.deps.db,
      sql`select count(*)::int as n from audit_log where action = 'checkout.proforma_issued' and subject_id = ${pf.checkoutId}`,
    );
    expect(audit!.n).toBe(1);
  });

  it('checks the phone against the delivery country for a pro-forma and a quote request, as for a card checkout', async () => {
    const { buyer, productId } = await largeCart(1);
    // a Nigerian mobile written the Nigerian way is not a French number
    const details = { ...CHECKOUT_DETAILS, contact: { ...CHECKOUT_DETAILS.contact, phone: '0802 123 4567' } };
    const pf = await buyer.client.post('/api/checkout/bank-transfer', { ...details, idempotencyKey: 'pf-bad-phone' });
    expect(pf.status).toBe(400);
    expect(Object.keys(pf.body.error.details.fields)).toEqual(['contact.phone']);
    const quote = await buyer.client.post('/api/checkout/quote-request', { ...details, note: '' });
    expect(quote.status).toBe(400);
    expect(Object.keys(quote.body.error.details.fields)).toEqual(['contact.phone']);
    // nothing was issued or reserved; with +234 the same number is fine
    expect(await stockOf(productId)).toBe(10);
    const ok = await buyer.client.post('/api/checkout/bank-transfer', {
      ...details,
      contact: { ...details.contact, phone: '+234 802 123 4567' },
      idempotencyKey: 'pf-good-phone',
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
  });

  it('never oversells: two buyers wanting 6 of the last 10 at once, one pro-forma is issued, the other refused', async () => {
    const { buyer, productId } = await largeCart(6);
    const rival = await signUp(env);
    await rival.client.post('/api/cart/items', { productId, quantity: 6 });
    const answers = await Promise.all([issue(buyer), issue(rival)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    // refused by the cart check, or by the conditional stock update if both priced the cart before either reserved
    expect(['CART_HAS_PROBLEMS', 'OUT_OF_STOCK']).toContain(refused.body.error.code);
    expect(await stockOf(productId)).toBe(4);
  });

  it('lets only its buyer (and admins) see or cancel it; the buyer cancels: stock back, lines back in the cart, once', async () => {
    const { buyer, productId } = await largeCart(3);
    const pf = (await issue(buyer)).body;
    expect(await stockOf(productId)).toBe(7);
    const stranger = await signUp(env);
    expect((await stranger.client.get(`/api/checkout/${pf.checkoutId}/proforma`)).status).toBe(404);
    expect((await stranger.client.post(`/api/checkout/${pf.checkoutId}/cancel`)).status).toBe(404);
    expect((await stranger.client.raw(`/api/checkout/${pf.checkoutId}/proforma.pdf`)).statusCode).toBe(404);

    const cancelled = await buyer.client.post(`/api/checkout/${pf.checkoutId}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'CANCELLED', stockReserved: false });
    expect(await stockOf(productId)).toBe(10);
    expect((await buyer.client.get('/api/cart')).body.lines).toMatchObject([{ productId, quantity: 3 }]);
    expect((await buyer.client.post(`/api/checkout/${pf.checkoutId}/cancel`)).body.status).toBe('CANCELLED');
    expect(await stockOf(productId)).toBe(10);
  });

  it('expires unpaid pro-formas after the configured days, releasing the stock once, and tells the buyer', async () => {
    const { buyer, productId } = await largeCart(4);
    const pf = (await issue(buyer)).body;
    expect(await stockOf(productId)).toBe(6);
    env.clock.advance(5 * 86_400_000 - 60_000);
    expect((await expireUnpaidProformas(env.deps)).expired).toBe(0);
    expect(await stockOf(productId)).toBe(6);
    env.clock.advance(120_000);
    // Two runs at once (two processes), then a third: the stock comes back once.
    const [first, second] = await Promise.all([expireUnpaidProformas(env.deps), expireUnpaidProformas(env.deps)]);
    expect(first.expired + second.expired).toBeGreaterThanOrEqual(1);
    expect((await expireUnpaidProformas(env.deps)).expired).toBe(0);
    expect(await stockOf(productId)).toBe(10);
    const [audit] = await queryRows<{ n: number }>(
      env.deps.db,
      sql`select count(*)::int as n from audit_log where action = 'checkout.proforma_expired' and subject_id = ${pf.checkoutId}`,
    );
    expect(audit!.n).toBe(1);
    expect((await buyer.client.get(`/api/checkout/${pf.checkoutId}/proforma`)).body).toMatchObject({
      status: 'EXPIRED',
      stockReserved: false,
    });
    expect(
      (await buyer.client.get('/api/notifications')).body.items.some(
        (n: { kind: string }) => n.kind === 'order.proforma_expired',
      ),
    ).toBe(true);
    // an expired pro-forma can no longer be cancelled
    expect((await buyer.client.post(`/api/checkout/${pf.checkoutId}/cancel`)).status).toBe(409);
  });
});
