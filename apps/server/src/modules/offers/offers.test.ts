import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { createTestEnv, type TestEnv } from '../../../test/harness.ts';
import { CHECKOUT_DETAILS, payForCart, signUp } from '../../../test/flows.ts';
import { productBody } from '../../../test/fixtures.ts';
import { OFFER_TRANSITIONS, assertOfferTransition } from './offer-state.ts';
import { OFFER_STATUSES } from '@app/shared/offers';

let env: TestEnv;
let vendor: Awaited<ReturnType<typeof signUp>>;
let otherVendor: Awaited<ReturnType<typeof signUp>>;
let buyer: Awaited<ReturnType<typeof signUp>>;
let productId: string;
let otherProductId: string;

// The test clock starts at 2026-11-21T10:00Z.
function offer(overrides: Record<string, unknown> = {}) {
  return {
    unitPrice: '30.00',
    currency: 'USD',
    quantity: 5,
    leadTimeDays: 14,
    incoterm: 'FOB',
    shippingEstimate: '120.00',
    validUntil: '2026-11-30',
    note: 'Price includes export packing.',
    ...overrides,
  };
}

async function thread(b = buyer, pid = productId) {
  const res = await b.client.post('/api/messaging/inquiries', {
    productId: pid,
    quantity: 5,
    unit: 'Boxes',
    currency: 'USD',
    destinationCountry: 'France',
    message: 'Please send your best price for 5 boxes.',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

beforeAll(async () => {
  env = await createTestEnv();
  vendor = await signUp(env, { role: 'vendor' });
  otherVendor = await signUp(env, { role: 'vendor' });
  buyer = await signUp(env);
  productId = (
    await vendor.client.post(
      '/api/vendor/products',
      productBody({ name: 'Shea Butter', price: '40.00', minOrder: 5, unit: 'Boxes', stock: 500 }),
    )
  ).body.id;
  otherProductId = (
    await otherVendor.client.post(
      '/api/vendor/products',
      productBody({ name: 'Ankara Fabric', price: '12.00', minOrder: 5, unit: 'Yards', stock: 500 }),
    )
  ).body.id;
});
afterAll(async () => {
  await env.close();
});

describe('offer state machine', () => {
  it('allows exactly SENT -> ACCEPTED | REJECTED | EXPIRED | SUPERSEDED, and ACCEPTED -> EXPIRED', () => {
    for (const from of OFFER_STATUSES) {
      for (const to of OFFER_STATUSES) {
        const allowed = OFFER_TRANSITIONS[from].includes(to);
        if (allowed) expect(() => assertOfferTransition(from, to)).not.toThrow();
        else expect(() => assertOfferTransition(from, to)).toThrow();
      }
    }
    expect(OFFER_TRANSITIONS.SENT).toEqual(['ACCEPTED', 'REJECTED', 'EXPIRED', 'SUPERSEDED']);
    expect(() => assertOfferTransition('EXPIRED', 'ACCEPTED')).toThrow(/expired/);
  });
});

describe('quotes in a conversation', () => {
  it('only the vendor of the conversation quotes, and only for their own product', async () => {
    const conv = await thread();
    // Another vendor is not part of the conversation.
    expect((await otherVendor.client.post(`/api/messaging/conversations/${conv}/offers`, offer())).status).toBe(404);
    // The buyer cannot quote (not a vendor role, and not the vendor of the thread).
    expect((await buyer.client.post(`/api/messaging/conversations/${conv}/offers`, offer())).status).toBe(403);
    // A vendor buying from another vendor cannot quote on that vendor's product in their own thread.
    const convAsBuyer = await thread(vendor, otherProductId);
    const res = await vendor.client.post(`/api/messaging/conversations/${convAsBuyer}/offers`, offer());
    expect(res.status).toBe(403);
    // The seller of that product can.
    expect((await otherVendor.client.post(`/api/messaging/conversations/${convAsBuyer}/offers`, offer())).status).toBe(
      201,
    );
    // A validity date in the past is refused.
    expect(
      (await vendor.client.post(`/api/messaging/conversations/${conv}/offers`, offer({ validUntil: '2026-11-20' })))
        .status,
    ).toBe(400);
  });

  it('a new quote supersedes the open one; the buyer counters, rejects or accepts; decisions are final', async () => {
    const conv = await thread();
    const first = (await vendor.client.post(`/api/messaging/conversations/${conv}/offers`, offer())).body;
    expect(first).toMatchObject({
      status: 'SENT',
      unitPriceCents: 3000,
      quantity: 5,
      totalCents: 15000,
      incoterm: 'FOB',
      shippingEstimateCents: 12000,
    });
    await env.smtp.waitFor(buyer.email, (m) => m.subject.includes('Quote received'));
    const counter = await buyer.client.post(`/api/offers/${first.id}/counter`, {
      unitPrice: '26.00',
      currency: 'USD',
      body: 'Could you do 26?',
    });
    expect(counter.status, JSON.stringify(counter.body)).toBe(201);
    const second = (
      await vendor.client.post(`/api/messaging/conversations/${conv}/offers`, offer({ unitPrice: '28.00' }))
    ).body;
    const list = (await buyer.client.get(`/api/messaging/conversations/${conv}/offers`)).body.items;
    expect(list.map((o: { id: string; status: string }) => [o.id, o.status])).toEqual([
      [second.id, 'SENT'],
      [first.id, 'SUPERSEDED'],
    ]);
    expect((await buyer.client.post(`/api/offers/${first.id}/accept`)).status).toBe(409);
    expect((await vendor.client.post(`/api/offers/${second.id}/accept`)).status).toBe(403);
    expect((await otherVendor.client.post(`/api/offers/${second.id}/accept`)).status).toBe(404);
    const thread1 = (await buyer.client.get(`/api/messaging/conversations/${conv}`)).body.messages.map(
      (m: { kind: string }) => m.kind,
    );
    expect(thread1).toEqual(['inquiry', 'offer', 'counter', 'offer']);
    expect((await buyer.client.post(`/api/offers/${second.id}/reject`)).body.status).toBe('REJECTED');
    expect((await buyer.client.post(`/api/offers/${second.id}/accept`)).status).toBe(409);
  });

  it('an expired quote cannot be accepted (test clock)', async () => {
    const conv = await thread();
    const o = (
      await vendor.client.post(`/api/messaging/conversations/${conv}/offers`, offer({ validUntil: '2026-11-22' }))
    ).body;
    env.clock.advance(2 * 86_400_000); // 2026-11-23
    const res = await buyer.client.post(`/api/offers/${o.id}/accept`);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('OFFER_EXPIRED');
    expect((await buyer.client.get(`/api/offers/${o.id}`)).body.status).toBe('EXPIRED');
    env.clock.advance(-2 * 86_400_000);
  });
});

describe('an accepted quote in the cart and at checkout', () => {
  it('becomes a cart line at the quoted price for that buyer only, is paid at that price, and is used once', async () => {
    const conv = await thread();
    const o = (
      await vendor.client.post(
        `/api/messaging/conversations/${conv}/offers`,
        offer({ unitPrice: '30.00', quantity: 6 }),
      )
    ).body;
    expect((await buyer.client.post(`/api/offers/${o.id}/accept`)).body.status).toBe('ACCEPTED');
    await env.smtp.waitFor(vendor.email, (m) => m.subject.includes('was accepted'));
    const cart = (await buyer.client.get('/api/cart')).body;
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]).toMatchObject({
      productId,
      offerId: o.id,
      unitPriceCents: 3000,
      quantity: 6,
      lineTotalCents: 18000,
      problem: null,
    });
    // The quantity is fixed by the quote; adding the product at list price is refused while the quoted line is there.
    expect((await buyer.client.put(`/api/cart/items/${productId}`, { quantity: 10 })).status).toBe(409);
    expect((await buyer.client.post('/api/cart/items', { productId, quantity: 5 })).status).toBe(409);
    // Nobody else gets that price: another buyer adding the product pays the list price.
    const other = await signUp(env);
    const otherCart = (await other.client.post('/api/cart/items', { productId, quantity: 6 })).body;
    expect(otherCart.lines[0]).toMatchObject({ unitPriceCents: 4000, offerId: null });

    const pay = await payForCart(buyer.client);
    // 180.00 USD + the quote's 120.00 shipping estimate + 10% fee on the goods
    expect(pay).toMatchObject({ subtotalCents: 18000, shippingCents: 12000, feeCents: 1800, totalCents: 31800 });
    const captured = await buyer.client.post(`/api/checkout/${pay.checkoutId}/capture`);
    expect(captured.status, JSON.stringify(captured.body)).toBe(200);
    const order = (await buyer.client.get(`/api/orders/${captured.body.orderId}`)).body;
    expect(order.vendorOrders[0].items[0]).toMatchObject({ productId, unitPriceCents: 3000, quantity: 6 });
    const vendorOrders = (await vendor.client.get('/api/vendor/orders')).body.items;
    expect(vendorOrders.some((v: { orderId: string }) => v.orderId === captured.body.orderId)).toBe(true);
    expect((await buyer.client.get(`/api/offers/${o.id}`)).body.orderId).toBe(captured.body.orderId);
    // Used once: it cannot go back into the cart.
    expect((await buyer.client.post(`/api/offers/${o.id}/cart`)).status).toBe(409);
    expect((await buyer.client.get('/api/cart')).body.lines).toHaveLength(0);
  });

  it('carries the payment plan agreed in it: a 30-70 quote on an escrow product is paid 30% now (issue 18)', async () => {
    const conv = await thread();
    const plain = (await vendor.client.post(`/api/messaging/conversations/${conv}/offers`, offer())).body;
    expect(plain.paymentTerms).toBe('letter-of-credit'); // the product's own terms when the quote names none
    const o = (
      await vendor.client.post(
        `/api/messaging/conversations/${conv}/offers`,
        offer({ unitPrice: '30.00', quantity: 10, paymentTerms: '30-70' }),
      )
    ).body;
    expect(o.paymentTerms).toBe('30-70');
    expect(
      (await vendor.client.post(`/api/messaging/conversations/${conv}/offers`, offer({ paymentTerms: '10-90' })))
        .status,
    ).toBe(400);
    expect((await buyer.client.post(`/api/offers/${o.id}/accept`)).body.status).toBe('ACCEPTED');
    const cart = (await buyer.client.get('/api/cart')).body;
    expect(cart.lines[0]).toMatchObject({ offerId: o.id, paymentTerms: '30-70' });
    const pay = await payForCart(buyer.client);
    // $300 of goods: $90 deposit + the fee now; $210 and the $120 shipping estimate before shipment
    expect(pay).toMatchObject({ subtotalCents: 30000, shippingCents: 12000, laterCents: 21000 + 12000 });
    expect((await buyer.client.post(`/api/checkout/${pay.checkoutId}/capture`)).status).toBe(200);
    expect((await buyer.client.get('/api/cart')).body.lines).toHaveLength(0);
  });

  it('prices one order only: a second checkout paid from the same quote is refunded, not placed', async () => {
    const conv = await thread();
    const o = (
      await vendor.client.post(
        `/api/messaging/conversations/${conv}/offers`,
        offer({ unitPrice: '31.00', quantity: 6 }),
      )
    ).body;
    expect((await buyer.client.post(`/api/offers/${o.id}/accept`)).body.status).toBe('ACCEPTED');
    // two browser tabs start checkout from the same cart and both pay
    const first = await payForCart(buyer.client);
    const second = await payForCart(buyer.client);
    expect(first.totalCents).toBe(second.totalCents);
    expect((await buyer.client.post(`/api/checkout/${first.checkoutId}/capture`)).status).toBe(200);
    const refused = await buyer.client.post(`/api/checkout/${second.checkoutId}/capture`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(
      /^The quote for .+ was already used for another order\. Your payment of .+ has been refunded in full/,
    );
    const [row] = await queryRows<{ status: string; refund_id: string | null }>(
      env.deps.db,
      sql`select status, refund_id from checkouts where id = ${second.checkoutId}`,
    );
    expect(row).toMatchObject({ status: 'REFUNDED' });
    expect(row!.refund_id).toBeTruthy();
    const orders = (await buyer.client.get('/api/orders')).body.items.filter(
      (x: { vendorOrders: { items: { unitPriceCents: number }[] }[] }) =>
        x.vendorOrders.some((v) => v.items.some((i) => i.unitPriceCents === 3100)),
    );
    expect(orders).toHaveLength(1);
  });

  it('is refused at checkout once expired, with a clear message', async () => {
    const conv = await thread();
    const o = (
      await vendor.client.post(`/api/messaging/conversations/${conv}/offers`, offer({ validUntil: '2026-11-25' }))
    ).body;
    await buyer.client.post(`/api/offers/${o.id}/accept`);
    expect((await buyer.client.get('/api/cart')).body.lines[0].problem).toBeNull();
    env.clock.advance(5 * 86_400_000); // 2026-11-26
    const cart = (await buyer.client.get('/api/cart')).body;
    expect(cart.lines[0]).toMatchObject({ offerId: o.id, problem: 'OFFER_EXPIRED' });
    const res = await buyer.client.post('/api/checkout', { ...CHECKOUT_DETAILS, idempotencyKey: 'expired-offer-1' });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('OFFER_EXPIRED');
    expect(res.body.error.message).toMatch(
      /The quote for Shea Butter expired on Nov 25, 2026\. Remove it from your cart/,
    );
    expect((await buyer.client.post(`/api/offers/${o.id}/cart`)).body.error.code).toBe('OFFER_EXPIRED');
    await buyer.client.delete(`/api/cart/items/${productId}`);
    env.clock.advance(-5 * 86_400_000);
  });

  it('above 1000 USD follows the quote-request (bank transfer) path and keeps the quoted price', async () => {
    const conv = await thread();
    const o = (
      await vendor.client.post(
        `/api/messaging/conversations/${conv}/offers`,
        offer({ unitPrice: '35.00', quantity: 100 }),
      )
    ).body;
    await buyer.client.post(`/api/offers/${o.id}/accept`);
    const start = await buyer.client.post('/api/checkout', { ...CHECKOUT_DETAILS, idempotencyKey: 'big-offer-1' });
    expect(start.body.error.code).toBe('PAYMENT_METHOD_UNAVAILABLE');
    const q = await buyer.client.post('/api/checkout/quote-request', { ...CHECKOUT_DETAILS, note: '' });
    expect(q.status, JSON.stringify(q.body)).toBe(201);
    expect(q.body).toMatchObject({ subtotalCents: 350000 });
    expect(q.body.lines[0]).toMatchObject({ unitPriceCents: 3500, quantity: 100 });
    // The fixed checkout remembers the offer: placing the order after the transfer marks it used.
    const [row] = await queryRows<{ lines: { offerId?: string }[] }>(
      env.deps.db,
      sql`select lines from checkouts where id = ${q.body.checkoutId}`,
    );
    expect(row!.lines[0]!.offerId).toBe(o.id);
  });
});
