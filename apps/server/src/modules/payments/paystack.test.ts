import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestEnv, type ApiClient, type TestEnv } from '../../../test/harness.ts';
import { CHECKOUT_DETAILS, signUp } from '../../../test/flows.ts';
import { productBody } from '../../../test/fixtures.ts';
import { PaystackLoopback } from '../../../test/paystack-loopback.ts';
import { signInAdmin } from '../../../test/trade-flows.ts';
import { queryRows } from '../../db/client.ts';
import * as ledger from '../escrow/escrow.repository.ts';
import { paystackSignature } from './paystack-contract.ts';

/**
 * The Paystack rail against a loopback server of Paystack's documented API (initialize, verify, refund, signed
 * webhooks), over a real socket, on the whole app: quote with a locked rate, checkout, the hosted page, the webhook
 * and the buyer's return, the escrow hold in the currency received, and the unhappy answers.
 */
let env: TestEnv;
let paystack: PaystackLoopback;
let vendor: Awaited<ReturnType<typeof signUp>>;
let productId: string;

async function deliver(rawBody: string, signature: string | undefined) {
  return env.app.inject({
    method: 'POST',
    url: '/api/payments/paystack/webhook',
    headers: { 'content-type': 'application/json', ...(signature ? { 'x-paystack-signature': signature } : {}) },
    payload: rawBody,
  });
}

beforeAll(async () => {
  paystack = new PaystackLoopback(async (rawBody, signature) => {
    await deliver(rawBody, signature);
  });
  const base = await paystack.start();
  env = await createTestEnv({
    PAYMENTS_PROVIDER: 'sandbox,paystack',
    PAYSTACK_SECRET_KEY: paystack.secretKey,
    PAYSTACK_API_BASE: base,
    PAYMENTS_TIMEOUT_MS: '2000',
  });
  vendor = await signUp(env, { role: 'vendor' });
  const p = await vendor.client.post(
    '/api/vendor/products',
    productBody({ name: 'Shea butter, grade A', price: '40.00', minOrder: 1, stock: 10_000 }),
  );
  productId = p.body.id;
}, 120_000);
afterAll(async () => {
  await env.close();
  await paystack.stop();
});

async function buyerWithCart(qty = 2): Promise<ApiClient> {
  const buyer = await signUp(env);
  const added = await buyer.client.post('/api/cart/items', { productId, quantity: qty });
  expect(added.status, JSON.stringify(added.body)).toBeLessThan(300);
  return buyer.client;
}

async function startPaystack(client: ApiClient, key: string, currency = 'NGN') {
  const quote = await client.post('/api/checkout/quote', {
    rail: 'paystack',
    currency,
    shipping: CHECKOUT_DETAILS.shipping,
  });
  expect(quote.status, JSON.stringify(quote.body)).toBe(200);
  const started = await client.post('/api/checkout', {
    ...CHECKOUT_DETAILS,
    idempotencyKey: key,
    rail: 'paystack',
    quoteId: quote.body.quoteId,
  });
  return { quote: quote.body, started };
}

const ordersOfCheckout = async (checkoutId: string) =>
  Number(
    (
      await queryRows<{ n: string }>(
        env.deps.db,
        sql`select count(*)::text as n from orders where checkout_id = ${checkoutId}`,
      )
    )[0]!.n,
  );

describe('Paystack rail (loopback of the documented API)', () => {
  it('quotes the cart in naira at the rate in force, locked for 15 minutes', async () => {
    const buyer = await buyerWithCart(2); // 80.00 + 10% buyer fee = 88.00 USD
    const quote = await buyer.post('/api/checkout/quote', {
      rail: 'paystack',
      currency: 'NGN',
      shipping: CHECKOUT_DETAILS.shipping,
    });
    expect(quote.status).toBe(200);
    expect(quote.body).toMatchObject({ currency: 'NGN', usdTotalCents: 8800, rate: '1550', digits: 2 });
    expect(quote.body.amountMinor).toBe(8800 * 1550); // 136,400.00 NGN in kobo
    expect(Date.parse(quote.body.expiresAt) - Date.parse(quote.body.lockedAt)).toBe(15 * 60_000);
    const wrong = await buyer.post('/api/checkout/quote', {
      rail: 'paystack',
      currency: 'XOF',
      shipping: CHECKOUT_DETAILS.shipping,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toMatch(/cannot charge in XOF/);
  });

  it('pays through the hosted page: the webhook and the return each verify, one order, escrow held in naira', async () => {
    const buyer = await buyerWithCart(2);
    const { quote, started } = await startPaystack(buyer, 'ps-happy-1');
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body).toMatchObject({ chargeCurrency: 'NGN', chargeMinor: quote.amountMinor, totalCents: 8800 });
    expect(started.body.approveUrl).toMatch(/^https:\/\/checkout\.paystack\.test\/checkout\/[a-f0-9]{24}$/);
    const tx = paystack.sandbox.transactions.get(started.body.providerOrderId)!;
    expect(tx).toMatchObject({ amount: quote.amountMinor, currency: 'NGN', email: CHECKOUT_DETAILS.contact.email });
    expect(tx.reference).toBe(`AFB-${started.body.checkoutId}`);
    expect(tx.callbackUrl).toBe(`${env.deps.config.publicUrl}/checkout/return`);

    // Before paying, the return finds nothing paid.
    const early = await buyer.post(`/api/checkout/${started.body.checkoutId}/capture`);
    expect(early.body.error.code).toBe('PAYMENT_NOT_APPROVED');

    await paystack.sandbox.pay(tx.reference, 'ussd'); // sends the signed charge.success webhook
    const back = await buyer.get(`/api/checkout/provider-order/${tx.reference}`);
    expect(back.body.status).toBe('PLACED');
    const captured = await buyer.post(`/api/checkout/${started.body.checkoutId}/capture`);
    expect(captured.status).toBe(200);
    expect(captured.body.orderId).toBe(back.body.orderId);
    expect(await ordersOfCheckout(started.body.checkoutId)).toBe(1);

    const held = await queryRows<{ currency: string; amount: string; kind: string }>(
      env.deps.db,
      sql`select e.currency, sum(e.amount_cents)::text as amount, t.kind from ledger_entries e
          join ledger_transactions t on t.id = e.transaction_id
          where t.order_id = ${captured.body.orderId} and e.account like 'escrow:%' group by e.currency, t.kind`,
    );
    expect(held).toEqual([{ currency: 'NGN', amount: String(quote.amountMinor), kind: 'HOLD' }]);
    expect(await ledger.unbalancedTransactions(env.deps.db)).toEqual([]);
  });

  it('refuses a start without a quote, with an expired one or with another buyer’s, and offers a fresh quote', async () => {
    const buyer = await buyerWithCart(1);
    const none = await buyer.post('/api/checkout', {
      ...CHECKOUT_DETAILS,
      idempotencyKey: 'ps-noquote',
      rail: 'paystack',
    });
    expect(none.status).toBe(400);
    expect(none.body.error.message).toMatch(/amount in NGN/);

    const quote = await buyer.post('/api/checkout/quote', {
      rail: 'paystack',
      currency: 'GHS',
      shipping: CHECKOUT_DETAILS.shipping,
    });
    env.clock.advance(15 * 60_000 + 1000);
    const expired = await buyer.post('/api/checkout', {
      ...CHECKOUT_DETAILS,
      idempotencyKey: 'ps-expired',
      rail: 'paystack',
      quoteId: quote.body.quoteId,
    });
    expect(expired.status).toBe(409);
    expect(expired.body.error.code).toBe('QUOTE_EXPIRED');
    expect(expired.body.error.details.quote).toMatchObject({ currency: 'GHS', rail: 'paystack' });
    expect(expired.body.error.details.quote.quoteId).not.toBe(quote.body.quoteId);

    const other = await buyerWithCart(1);
    const stolen = await other.post('/api/checkout', {
      ...CHECKOUT_DETAILS,
      idempotencyKey: 'ps-stolen',
      rail: 'paystack',
      quoteId: expired.body.error.details.quote.quoteId,
    });
    expect(stolen.body.error.code).toBe('QUOTE_EXPIRED');
    expect(stolen.body.error.details.quote.currency).toBe('NGN'); // the other buyer's own, default currency
    expect(paystack.sandbox.transactions.size).toBeGreaterThan(0);
    expect([...paystack.sandbox.transactions.values()].some((t) => t.email === 'x')).toBe(false);
  });

  it('refuses forged webhooks and ignores validly signed ones for unknown references', async () => {
    const buyer = await buyerWithCart(1);
    const { started } = await startPaystack(buyer, 'ps-forged');
    const reference = started.body.providerOrderId;
    // Forged: claims success for an unpaid checkout, signed with the wrong key, or not signed.
    const body = JSON.stringify({ event: 'charge.success', data: { id: 1, reference, status: 'success' } });
    expect((await deliver(body, paystackSignature('sk_test_wrongkey0000', body))).statusCode).toBe(403);
    expect((await deliver(body, undefined)).statusCode).toBe(403);
    expect((await deliver(body, 'ab'.repeat(64))).statusCode).toBe(403);
    // Genuinely signed but the payment is not made: Paystack's verify says so, nothing is placed.
    const signed = await deliver(body, paystackSignature(paystack.secretKey, body));
    expect(signed.statusCode).toBe(200);
    expect(await ordersOfCheckout(started.body.checkoutId)).toBe(0);
    // An unknown reference: acknowledged (so Paystack stops retrying), nothing happens.
    const unknown = JSON.stringify({ event: 'charge.success', data: { id: 2, reference: 'AFB-not-ours' } });
    expect((await deliver(unknown, paystackSignature(paystack.secretKey, unknown))).statusCode).toBe(200);
  });

  it('never places an order when the verified amount or currency differs: everything received is refunded', async () => {
    const buyer = await buyerWithCart(1);
    const { started } = await startPaystack(buyer, 'ps-mismatch');
    const tx = paystack.sandbox.transactions.get(started.body.providerOrderId)!;
    tx.amount -= 100; // Paystack reports 1.00 NGN less than we asked for
    await paystack.sandbox.pay(tx.reference);
    const res = await buyer.post(`/api/checkout/${started.body.checkoutId}/capture`);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toMatch(/did not match your order/);
    expect(await ordersOfCheckout(started.body.checkoutId)).toBe(0);
    const refunds = paystack.sandbox.refunds.filter((r) => r.transaction === tx.id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.amount).toBe(tx.amount);
    // A retry of the refund (reconciliation) finds it by its note and sends no second one.
    const { reconcileCheckouts } = await import('../orders/use-cases/reconcile-checkouts.ts');
    env.clock.advance(10 * 60_000);
    await reconcileCheckouts(env.deps);
    expect(paystack.sandbox.refunds.filter((r) => r.transaction === tx.id)).toHaveLength(1);
  });

  it('a provider outage or timeout answers 503 with Retry-After and charges nothing; the retry starts one payment', async () => {
    const buyer = await buyerWithCart(1);
    const quote = await buyer.post('/api/checkout/quote', {
      rail: 'paystack',
      currency: 'KES',
      shipping: CHECKOUT_DETAILS.shipping,
    });
    const body = { ...CHECKOUT_DETAILS, idempotencyKey: 'ps-outage', rail: 'paystack', quoteId: quote.body.quoteId };
    paystack.sandbox.failNext(1, 502);
    const down = await buyer.post('/api/checkout', body);
    expect(down.status).toBe(503);
    expect(down.headers['retry-after']).toBe('30');
    expect(down.body.error.message).toMatch(/Paystack is not answering/);
    paystack.sandbox.delayNext(2500);
    const slow = await buyer.post('/api/checkout', body);
    expect(slow.status).toBe(503);
    paystack.sandbox.delayNext(0);
    const ok = await buyer.post('/api/checkout', body);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const again = await buyer.post('/api/checkout', body);
    expect(again.body).toEqual(ok.body);
    const mine = [...paystack.sandbox.transactions.values()].filter((t) =>
      t.reference.startsWith(`AFB-${ok.body.checkoutId}`),
    );
    // The timed-out call may have reached Paystack: its reference is then taken and a second one opened; the
    // buyer is sent to exactly one of them.
    expect(mine.length).toBeGreaterThanOrEqual(1);
    expect(mine.some((t) => t.reference === ok.body.providerOrderId)).toBe(true);
  });

  it('ten parallel deliveries of the same webhook and the buyer’s return make exactly one order', async () => {
    const buyer = await buyerWithCart(3);
    const { started } = await startPaystack(buyer, 'ps-race-1');
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const tx = paystack.sandbox.transactions.get(started.body.providerOrderId)!;
    tx.status = 'success'; // paid, webhook not yet delivered
    tx.paid_at = new Date().toISOString();
    const { rawBody, signature } = paystack.sandbox.signedEvent('charge.success', tx.reference);
    const results = await Promise.all([
      ...Array.from({ length: 10 }, () => deliver(rawBody, signature)),
      buyer.post(`/api/checkout/${started.body.checkoutId}/capture`),
    ]);
    expect(results.slice(0, 10).every((r) => 'statusCode' in r && r.statusCode === 200)).toBe(true);
    expect(await ordersOfCheckout(started.body.checkoutId)).toBe(1);
    const holds = await queryRows<{ n: string }>(
      env.deps.db,
      sql`select count(*)::text as n from ledger_transactions t join orders o on o.id = t.order_id
          where o.checkout_id = ${started.body.checkoutId} and t.kind = 'HOLD'`,
    );
    expect(holds[0]!.n).toBe('1');
  });

  it('1,000 shuffled deliveries (30% duplicates, 5% forged, 5% unknown): every paid checkout once, nothing else', async () => {
    const paid: { checkoutId: string; reference: string }[] = [];
    const unpaid: { checkoutId: string; reference: string }[] = [];
    for (let i = 0; i < 12; i++) {
      const buyer = await buyerWithCart(1);
      const { started } = await startPaystack(buyer, `ps-bulk-${i}`);
      const entry = { checkoutId: started.body.checkoutId, reference: started.body.providerOrderId };
      if (i < 8) {
        const tx = paystack.sandbox.transactions.get(entry.reference)!;
        tx.status = 'success';
        paid.push(entry);
      } else unpaid.push(entry);
    }
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const pick = <T>(xs: T[]) => xs[Math.floor(random() * xs.length)]!;
    type Delivery = { rawBody: string; signature: string; kind: 'genuine' | 'forged' | 'unknown' };
    const deliveries: Delivery[] = [];
    for (let i = 0; i < 600; i++)
      deliveries.push({ ...paystack.sandbox.signedEvent('charge.success', pick(paid).reference), kind: 'genuine' });
    for (let i = 0; i < 300; i++) deliveries.push({ ...pick(deliveries.slice(0, 600)) }); // exact re-deliveries
    for (let i = 0; i < 50; i++) {
      // forged: "paid" for unpaid checkouts, signed with a guessed key
      const target = pick(unpaid);
      const rawBody = JSON.stringify({
        event: 'charge.success',
        data: { id: i, reference: target.reference, status: 'success' },
      });
      deliveries.push({ rawBody, signature: paystackSignature(`sk_test_guess${i}xxxxxxxx`, rawBody), kind: 'forged' });
    }
    for (let i = 0; i < 50; i++) {
      const rawBody = JSON.stringify({ event: 'charge.success', data: { id: 9e6 + i, reference: `AFB-unknown-${i}` } });
      deliveries.push({ rawBody, signature: paystackSignature(paystack.secretKey, rawBody), kind: 'unknown' });
    }
    for (let i = deliveries.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [deliveries[i], deliveries[j]] = [deliveries[j]!, deliveries[i]!];
    }
    expect(deliveries).toHaveLength(1000);
    const statuses: { kind: Delivery['kind']; status: number }[] = [];
    for (let i = 0; i < deliveries.length; i += 10) {
      const batch = deliveries.slice(i, i + 10);
      const answers = await Promise.all(batch.map((d) => deliver(d.rawBody, d.signature)));
      answers.forEach((a, k) => statuses.push({ kind: batch[k]!.kind, status: a.statusCode }));
    }
    expect(statuses.filter((s) => s.kind === 'forged').every((s) => s.status === 403)).toBe(true);
    expect(statuses.filter((s) => s.kind !== 'forged').every((s) => s.status === 200)).toBe(true);
    for (const p of paid) expect(await ordersOfCheckout(p.checkoutId)).toBe(1);
    for (const u of unpaid) expect(await ordersOfCheckout(u.checkoutId)).toBe(0);
    const doubled = await queryRows<{ n: string }>(
      env.deps.db,
      sql`select count(*)::text as n from (select t.vendor_order_id from ledger_transactions t
          where t.kind = 'HOLD' group by t.vendor_order_id having count(*) > 1) d`,
    );
    expect(doubled[0]!.n).toBe('0');
    expect(await ledger.unbalancedTransactions(env.deps.db)).toEqual([]);
  }, 240_000);

  it('the admin sees each rail’s payments by state, and a re-check with Paystack places a paid one nobody came back for', async () => {
    const admin = await signInAdmin(env, 'payments-admin@example.com');
    const buyer = await buyerWithCart(1);
    const { started } = await startPaystack(buyer, 'ps-admin-recheck');
    const tx = paystack.sandbox.transactions.get(started.body.providerOrderId)!;
    const pending = await admin.get('/api/admin/payments?rail=paystack&state=pending');
    expect(pending.status).toBe(200);
    expect(pending.body.items.map((i: { checkoutId: string }) => i.checkoutId)).toContain(started.body.checkoutId);
    const row = pending.body.items.find((i: { checkoutId: string }) => i.checkoutId === started.body.checkoutId);
    expect(row).toMatchObject({
      rail: 'paystack',
      state: 'pending',
      chargeCurrency: 'NGN',
      providerOrderId: tx.reference,
    });

    const notYet = await admin.post(`/api/admin/payments/${started.body.checkoutId}/recheck`);
    expect(notYet.body).toMatchObject({ before: 'CREATED', after: 'CREATED', outcome: 'not_paid' });
    tx.status = 'success'; // paid; the webhook was lost and the buyer closed the tab
    const placed = await admin.post(`/api/admin/payments/${started.body.checkoutId}/recheck`);
    expect(placed.body).toMatchObject({ before: 'CREATED', after: 'PLACED', outcome: 'placed' });
    expect(await ordersOfCheckout(started.body.checkoutId)).toBe(1);

    const all = await admin.get('/api/admin/payments?rail=paystack');
    const ngn = all.body.summary.find(
      (s: { rail: string; currency: string }) => s.rail === 'paystack' && s.currency === 'NGN',
    );
    expect(ngn.received.count).toBeGreaterThanOrEqual(1);
    expect(ngn.refunded.count + ngn.failed.count).toBeGreaterThanOrEqual(1); // the amount mismatch above
    const audited = await queryRows<{ n: string }>(
      env.deps.db,
      sql`select count(*)::text as n from audit_log where action = 'admin.payment_rechecked' and subject_id = ${started.body.checkoutId}`,
    );
    expect(audited[0]!.n).toBe('2');
    // A buyer is refused.
    expect((await buyer.get('/api/admin/payments')).status).toBe(403);
  });
});
