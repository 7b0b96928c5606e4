/**
 * Payment plans end to end (issue 18): a 30-70 product charges the deposit (30% of the goods) and the buyer fee at
 * checkout; the vendor marks the goods ready to ship, which asks the buyer for the balance (70% and the shipping);
 * the buyer pays it through the rails into escrow; only then can the goods ship; the carrier's first event releases
 * the deposit to the vendor; delivery and confirmation release the rest. Paying before it is due, twice, or after a cancel; shipping before it is paid; other users: refused. A cancel
 * refunds each payment through its own capture.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { createTestEnv, type ApiClient, type TestEnv } from '../../../test/harness.ts';
import * as ledger from '../../../test/ledger-queries.ts';
import { CHECKOUT_DETAILS, signUp } from '../../../test/flows.ts';
import { confirmReceipt, deliver, listProduct, ship, signInAdmin, type Party } from '../../../test/trade-flows.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { remindBalances } from './use-cases/remind-balance.ts';

let env: TestEnv;
let admin: ApiClient;

beforeAll(async () => {
  env = await createTestEnv();
  admin = await signInAdmin(env, 'plans-admin@example.com');
}, 120_000);
afterAll(async () => {
  await env.close();
});

const escrowBalance = (voId: string) => ledger.balanceOf(env.deps.db, `escrow:${voId}`);
const ledgerKinds = (voId: string) => ledger.ledgerKinds(env.deps.db, voId);
const refundsPaid = (orderId: string) => ledger.refundsPaid(env.deps.db, orderId);

const key = () => `k-${Math.random().toString(36).slice(2)}`;

/** A vendor's 30-70 product ($50 a unit, $7.50 flat shipping a unit), and a buyer who pays the deposit of 10 units. */
async function depositPaid(name: string) {
  const vendor = await signUp(env, { role: 'vendor', name });
  const product = await listProduct(vendor, {
    price: '50.00',
    paymentTerms: '30-70',
    shippingMode: 'flat',
    flatShipping: '7.50',
  });
  const buyer = await signUp(env, { name: `Buyer of ${name}` });
  expect((await buyer.client.post('/api/cart/items', { productId: product.id, quantity: 10 })).status).toBeLessThan(
    300,
  );
  const cart = (await buyer.client.get('/api/cart')).body;
  expect(cart.lines[0].paymentTerms).toBe('30-70');
  const started = await buyer.client.post('/api/checkout', { ...CHECKOUT_DETAILS, idempotencyKey: key() });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const checkout = started.body;
  await buyer.client.post(`/api/payments/sandbox/orders/${checkout.providerOrderId}/approve`);
  const captured = await buyer.client.post(`/api/checkout/${checkout.checkoutId}/capture`);
  expect(captured.status, JSON.stringify(captured.body)).toBe(200);
  const orderId = captured.body.orderId as string;
  const order = (await buyer.client.get(`/api/orders/${orderId}`)).body;
  return { vendor, buyer, product, checkout, orderId, order, vo: order.vendorOrders[0] };
}

const readyToShip = (p: Party | ApiClient, voId: string) =>
  ('client' in p ? p.client : p).post(`/api/orders/vendor-orders/${voId}/ready-to-ship`);
const payBalance = (p: Party, voId: string, idempotencyKey = key()) =>
  p.client.post(`/api/orders/vendor-orders/${voId}/balance/checkout`, { idempotencyKey });

async function paidBalance(buyer: Party, voId: string) {
  const started = await payBalance(buyer, voId);
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  await buyer.client.post(`/api/payments/sandbox/orders/${started.body.providerOrderId}/approve`);
  return {
    started: started.body,
    captured: await buyer.client.post(`/api/checkout/${started.body.checkoutId}/capture`),
  };
}

async function kindsOf(party: Party): Promise<string[]> {
  const items = (await party.client.get('/api/notifications')).body.items as { kind: string }[];
  return items.map((n) => n.kind);
}

describe('payment plans: deposit at order, balance before shipment', () => {
  it('charges the deposit and fee, asks the balance when ready, takes it into escrow, ships, releases both', async () => {
    const { vendor, buyer, checkout, orderId, order, vo } = await depositPaid('Thirty Seventy Textiles');
    // $500 of goods: $150 deposit + the fee now; $350 and the $75 shipping later
    expect(checkout.totalCents).toBe(50_000 + 7_500 + checkout.feeCents);
    expect(checkout.laterCents).toBe(35_000 + 7_500);
    expect(checkout.chargeMinor).toBe(15_000 + checkout.feeCents);
    expect(order.charged).toEqual({ currency: 'USD', amountMinor: 15_000 + checkout.feeCents });
    expect(vo.plan).toMatchObject({
      id: '30-70',
      depositPct: 30,
      depositKeptIfBalanceUnpaid: true,
      balanceStatus: 'PENDING',
      depositCents: 15_000,
      balanceCents: 42_500,
      balance: { currency: 'USD', amountMinor: 42_500 },
      balanceRequestedAt: null,
    });
    expect(vo.timeline.map((s: { step: string }) => s.step)).toEqual(['DEPOSIT_PAID']);
    expect(await escrowBalance(vo.id)).toBe(15_000 + checkout.feeCents);

    // Before it is asked: the buyer cannot pay it, the vendor cannot ship (no label is bought).
    const early = await payBalance(buyer, vo.id);
    expect(early.status).toBe(409);
    expect(early.body.error.message).toContain('not due yet');
    const created = await vendor.client.post('/api/shipments', {
      orderId,
      vendorOrderId: vo.id,
      address_from: {
        name: 'Ade',
        street1: '3 Marina',
        city: 'Lagos',
        zip: '101001',
        country: 'NG',
        phone: '+234 801 000 0000',
      },
      address_to: { name: 'Claire Dubois', street1: '12 Rue de la Paix', city: 'Paris', zip: '75002', country: 'FR' },
      parcel: { length: 40, width: 30, height: 20, weight: 5 },
    });
    const label = await vendor.client.post(`/api/shipments/${created.body.shipment_id}/buy`, {
      rate_id: created.body.rates[0].rate_id,
    });
    expect(label.status).toBe(409);
    expect(label.body.error.message).toContain('pays the balance before the goods ship');
    const awaiting = async () =>
      (await vendor.client.get('/api/shipping/vendor-orders')).body.items.find(
        (i: { vendorOrderId: string }) => i.vendorOrderId === vo.id,
      ).awaitingBalance;
    expect(await awaiting()).toBe(true);

    // Other users: nobody else asks or pays it.
    const stranger = await signUp(env, { role: 'vendor', name: 'Not The Vendor Ltd' });
    expect((await readyToShip(stranger, vo.id)).status).toBe(404);
    expect((await payBalance(stranger, vo.id)).status).toBe(404);
    expect((await readyToShip(buyer, vo.id)).status).toBe(403);

    // Ready to ship: the balance is due and the buyer is told; asking twice is refused.
    const [first, second] = await Promise.all([readyToShip(vendor, vo.id), readyToShip(vendor, vo.id)]);
    expect([first.status, second.status].sort()).toEqual([204, 409]);
    expect(await kindsOf(buyer)).toContain('order.balance_due');
    // and by e-mail, with the amount
    const mail = await env.smtp.waitFor(buyer.email, (m) => m.subject.includes('Balance due'));
    expect(mail.subject).toContain('$425.00');
    const due = (await buyer.client.get(`/api/orders/${orderId}`)).body.vendorOrders[0];
    expect(due.status).toBe('ACCEPTED');
    expect(due.plan.balanceStatus).toBe('DUE');
    expect(new Date(due.plan.balanceOverdueAt).getTime() - new Date(due.plan.balanceRequestedAt).getTime()).toBe(
      14 * 86_400_000,
    );

    // The buyer pays it: the same key twice is one payment; two payments at once: one holds, the other is refunded.
    const k = key();
    const [a, b] = await Promise.all([payBalance(buyer, vo.id, k), payBalance(buyer, vo.id, k)]);
    expect(a.body.checkoutId).toBe(b.body.checkoutId);
    expect(a.body).toMatchObject({ chargeCurrency: 'USD', chargeMinor: 42_500, totalCents: 42_500 });
    const other = (await payBalance(buyer, vo.id)).body;
    for (const c of [a.body, other])
      await buyer.client.post(`/api/payments/sandbox/orders/${c.providerOrderId}/approve`);
    const captures = await Promise.all(
      [a.body, other].map((c) => buyer.client.post(`/api/checkout/${c.checkoutId}/capture`)),
    );
    expect(captures.map((c) => c.status).sort()).toEqual([200, 409]);
    const refused = captures.find((c) => c.status === 409)!;
    expect(refused.body.error.message).toContain('no longer due');
    expect(captures.find((c) => c.status === 200)!.body.orderId).toBe(orderId);
    expect(await escrowBalance(vo.id)).toBe(57_500 + checkout.feeCents);
    expect(await ledgerKinds(vo.id)).toEqual({ HOLD: 2 });
    // the second payment went back through its own capture, in full
    expect(await refundsPaid(orderId)).toBe(0);
    const failed = await queryRows<{ status: string }>(
      env.deps.db,
      sql`select status from checkouts where kind = 'BALANCE' and vendor_order_id = ${vo.id} order by status`,
    );
    expect(failed.map((r) => r.status)).toEqual(['PLACED', 'REFUNDED']);
    expect(await kindsOf(vendor)).toContain('order.balance_paid');
    expect(await awaiting()).toBe(false);
    // paying again after it is paid is refused
    const again = await payBalance(buyer, vo.id);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toContain('already paid');

    // Now it ships; the carrier's first event (here the delivery) releases the deposit to the vendor, and the
    // confirmation the rest: escrow empty.
    const shipmentId = await ship(vendor, orderId, vo.id);
    expect(await ledgerKinds(vo.id)).toEqual({ HOLD: 2 });
    await deliver(env, admin, shipmentId);
    expect(await escrowBalance(vo.id)).toBe(42_500 + checkout.feeCents);
    expect(await ledgerKinds(vo.id)).toEqual({ HOLD: 2, MILESTONE_RELEASE: 1 });
    expect((await confirmReceipt(buyer, vo.id)).status).toBe(200);
    expect(await escrowBalance(vo.id)).toBe(0);
    expect(await ledgerKinds(vo.id)).toEqual({ HOLD: 2, MILESTONE_RELEASE: 1, RELEASE: 1 });
    const done = (await buyer.client.get(`/api/orders/${orderId}`)).body.vendorOrders[0];
    expect(done.timeline.map((s: { step: string }) => s.step)).toEqual([
      'DEPOSIT_PAID',
      'ACCEPTED',
      'BALANCE_REQUESTED',
      'BALANCE_PAID',
      'SHIPPED',
      'RELEASED_AT_SHIPMENT',
      'DELIVERED',
      'RELEASED',
    ]);
    // the vendor sees the same plan and timeline
    const mine = (await vendor.client.get('/api/vendor/orders')).body.items.find((v: { id: string }) => v.id === vo.id);
    expect(mine.plan.balanceStatus).toBe('PAID');
    expect(mine.timeline).toEqual(done.timeline);
  });

  it('a cancel before the balance refunds the deposit only, and the balance is no longer asked', async () => {
    const { vendor, buyer, checkout, orderId, vo } = await depositPaid('Early Cancel Crafts');
    expect((await readyToShip(vendor, vo.id)).status).toBe(204);
    const cancelled = await vendor.client.post(`/api/vendor/orders/${vo.id}/cancel`, { reason: 'Loom broke down' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await escrowBalance(vo.id)).toBe(0);
    expect(await refundsPaid(orderId)).toBe(15_000 + checkout.feeCents);
    const seen = (await buyer.client.get(`/api/orders/${orderId}`)).body.vendorOrders[0];
    expect(seen.plan.balanceStatus).toBe('CANCELLED');
    const late = await payBalance(buyer, vo.id);
    expect(late.status).toBe(409);
    expect(late.body.error.message).toContain('cancelled');
  });

  it('a cancel after the balance refunds each payment through its own capture', async () => {
    const { vendor, buyer, checkout, orderId, vo } = await depositPaid('Late Cancel Cooperative');
    expect((await readyToShip(vendor, vo.id)).status).toBe(204);
    const { captured } = await paidBalance(buyer, vo.id);
    expect(captured.status, JSON.stringify(captured.body)).toBe(200);
    const cancelled = await vendor.client.post(`/api/vendor/orders/${vo.id}/cancel`, {
      reason: 'Cannot ship after all',
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await escrowBalance(vo.id)).toBe(0);
    // two refunds paid by the provider: the deposit and fee, and the balance
    const paid = await queryRows<{ amount: number }>(
      env.deps.db,
      sql`select e.amount_cents::int as amount from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
          where t.kind = 'REFUND_PAID' and t.order_id = ${orderId} and e.account = 'provider_clearing'
          order by e.amount_cents`,
    );
    expect(paid.map((p) => p.amount).sort((x, y) => x - y)).toEqual(
      [15_000 + checkout.feeCents, 42_500].sort((x, y) => x - y),
    );
  });

  it('in naira: the deposit at the locked rate, the balance fixed at that rate and paid in naira through Paystack', async () => {
    const vendor = await signUp(env, { role: 'vendor', name: 'Naira Plans Ltd' });
    const product = await listProduct(vendor, {
      price: '50.00',
      paymentTerms: '50-50',
      shippingMode: 'flat',
      flatShipping: '7.50',
    });
    const buyer = await signUp(env, { name: 'Naira buyer' });
    await buyer.client.post('/api/cart/items', { productId: product.id, quantity: 2 }); // $100 + $15 shipping
    const quote = (
      await buyer.client.post('/api/checkout/quote', {
        rail: 'paystack',
        currency: 'NGN',
        shipping: CHECKOUT_DETAILS.shipping,
      })
    ).body;
    const started = await buyer.client.post('/api/checkout', {
      ...CHECKOUT_DETAILS,
      idempotencyKey: key(),
      rail: 'paystack',
      quoteId: quote.quoteId,
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const fee = started.body.feeCents as number;
    // now: the $50 deposit and the fee, at 1,550 naira a dollar; later: $50 and the $15 shipping
    expect(quote.amountMinor).toBe((5_000 + fee) * 1550);
    expect(started.body).toMatchObject({ chargeCurrency: 'NGN', chargeMinor: (5_000 + fee) * 1550, laterCents: 6_500 });
    const payOnPage = (approveUrl: string) =>
      env.app.inject({
        method: 'POST',
        url: approveUrl,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'action=pay&channel=card',
      });
    expect((await payOnPage(started.body.approveUrl)).statusCode).toBe(303);
    const back = (await buyer.client.get(`/api/checkout/provider-order/${started.body.providerOrderId}`)).body;
    const order = (await buyer.client.get(`/api/orders/${back.orderId}`)).body;
    const vo = order.vendorOrders[0];
    expect(order.charged).toEqual({ currency: 'NGN', amountMinor: (5_000 + fee) * 1550 });
    expect(vo.plan).toMatchObject({
      id: '50-50',
      balanceStatus: 'PENDING',
      balance: { currency: 'NGN', amountMinor: 6_500 * 1550 },
    });
    expect(await escrowBalance(vo.id)).toBe((5_000 + fee) * 1550);

    expect((await readyToShip(vendor, vo.id)).status).toBe(204);
    // a rail that does not charge naira is refused with the currency named
    const usdRail = await buyer.client.post(`/api/orders/vendor-orders/${vo.id}/balance/checkout`, {
      idempotencyKey: key(),
      rail: 'sandbox',
    });
    expect(usdRail.status).toBe(400);
    expect(usdRail.body.error.message).toContain('NGN');
    const balance = await buyer.client.post(`/api/orders/vendor-orders/${vo.id}/balance/checkout`, {
      idempotencyKey: key(),
      rail: 'paystack',
    });
    expect(balance.body).toMatchObject({ chargeCurrency: 'NGN', chargeMinor: 6_500 * 1550 });
    expect((await payOnPage(balance.body.approveUrl)).statusCode).toBe(303);
    const settled = (await buyer.client.get(`/api/checkout/provider-order/${balance.body.providerOrderId}`)).body;
    expect(settled).toMatchObject({ status: 'PLACED', orderId: order.id });
    expect(await escrowBalance(vo.id)).toBe((11_500 + fee) * 1550);
    const paid = (await buyer.client.get(`/api/orders/${order.id}`)).body.vendorOrders[0];
    expect(paid.plan.balanceStatus).toBe('PAID');
    expect(paid.settlement).toEqual({
      currency: 'NGN',
      subtotalMinor: 10_000 * 1550,
      shippingMinor: 1_500 * 1550,
      buyerFeeMinor: fee * 1550,
    });
  });

  it('14 days after the request with the balance unpaid, the vendor may cancel and keeps the deposit under 30-70', async () => {
    const { vendor, buyer, checkout, orderId, vo } = await depositPaid('Unpaid Balance Weavers');
    const cancelUnpaid = (p: Party) => p.client.post(`/api/orders/vendor-orders/${vo.id}/cancel-unpaid`);
    // not asked yet: nothing to cancel for
    expect((await cancelUnpaid(vendor)).status).toBe(409);
    expect((await readyToShip(vendor, vo.id)).status).toBe(204);
    // the buyer's ship-by guarantee waits while the buyer owes the balance
    // 10 days on: no reminder yet; 13 days on: the buyer is reminded once, with the keep-deposit consequence
    env.clock.advance(10 * 86_400_000);
    await remindBalances(env.deps);
    expect(await kindsOf(buyer)).not.toContain('order.balance_reminder_keep');
    env.clock.advance(3 * 86_400_000);
    await Promise.all([remindBalances(env.deps), remindBalances(env.deps)]);
    await remindBalances(env.deps);
    expect((await kindsOf(buyer)).filter((k) => k === 'order.balance_reminder_keep')).toHaveLength(1);
    const reminder = await env.smtp.waitFor(buyer.email, (m) => m.subject.startsWith('Reminder: pay the balance'));
    expect(reminder.text).toContain('keep your deposit');
    const waiting = (await buyer.client.get(`/api/orders/${orderId}`)).body.vendorOrders[0];
    expect(waiting.lateCancel).toEqual({ allowed: false, reason: 'BALANCE_DUE' });
    const early = await cancelUnpaid(vendor);
    expect(early.status).toBe(409);
    expect(early.body.error.message).toContain('has until');
    env.clock.advance(86_400_000 + 60_000);
    const [a, b] = await Promise.all([cancelUnpaid(vendor), cancelUnpaid(vendor)]);
    expect([a.status, b.status].sort()).toEqual([204, 409]);
    const seen = (await buyer.client.get(`/api/orders/${orderId}`)).body.vendorOrders[0];
    expect(seen).toMatchObject({ status: 'CANCELLED', escrowStatus: 'RELEASED', plan: { balanceStatus: 'CANCELLED' } });
    expect(await escrowBalance(vo.id)).toBe(0);
    // the vendor gets the deposit less the 5% seller fee; the buyer gets nothing back, and is told so
    const [payable] = await queryRows<{ total: number }>(
      env.deps.db,
      sql`select coalesce(sum(amount_cents), 0)::int as total from ledger_entries where account = ${`vendor_payable:${vendor.userId}`}`,
    );
    expect(payable!.total).toBe(15_000 - 750);
    expect(await refundsPaid(orderId)).toBe(0);
    expect(await kindsOf(buyer)).toContain('order.cancelled_unpaid');
    expect(checkout.feeCents).toBeGreaterThan(0);
  });

  it('the invoice and the dashboard count the deposit while a balance is owed, then both payments', async () => {
    const { vendor, buyer, orderId, vo } = await depositPaid('Invoiced Deposit Looms');
    const invoice = async () => {
      const res = await env.app.inject({
        method: 'GET',
        url: `/api/orders/${orderId}/invoice.pdf`,
        headers: { cookie: `sid=${buyer.client.cookie('sid')}` },
      });
      expect(res.statusCode).toBe(200);
      return pdfText(res.rawPayload);
    };
    // the buyer's dashboard counts what was paid, not the balance still to pay
    const paidNow = (await buyer.client.get(`/api/orders/${orderId}`)).body.charged.amountMinor as number;
    expect((await buyer.client.get('/api/orders/stats')).body).toMatchObject({
      totalSpentCents: paidNow,
      inEscrowCents: paidNow,
    });
    const before = await invoice();
    expect(before).toContain('A balance is still to be paid before shipment.');
    expect(before).not.toContain('Paid in full.');
    expect(before).toContain('Deposit paid at order: $150.00 of the goods');
    expect(before).toContain('Balance to pay before shipment: $425.00');
    expect((await readyToShip(vendor, vo.id)).status).toBe(204);
    const { captured } = await paidBalance(buyer, vo.id);
    expect(captured.status).toBe(200);
    expect((await buyer.client.get('/api/orders/stats')).body.totalSpentCents).toBe(paidNow + 42_500);
    const after = await invoice();
    expect(after).toContain('Paid in full.');
    expect(after).toMatch(/Balance paid on .+: \$425\.00/);
    // in French too
    const fr = await env.app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}/invoice.pdf?lang=fr`,
      headers: { cookie: `sid=${buyer.client.cookie('sid')}` },
    });
    expect(pdfText(fr.rawPayload)).toContain('Solde payé le');
  });

  it('refuses malformed requests to the balance routes cleanly: NUL bytes, huge keys, encoded or foreign ids', async () => {
    const { vendor, buyer, vo } = await depositPaid('Malformed Requests Ltd');
    expect((await readyToShip(vendor, vo.id)).status).toBe(204);
    expect((await payBalance(buyer, vo.id, 'key-with-\u0000-nul')).status).toBe(400);
    expect((await payBalance(buyer, vo.id, 'k'.repeat(10_000))).status).toBe(400);
    for (const id of ['%2e%2e', 'not-a-uuid', `${vo.id}%00`])
      expect([400, 404]).toContain((await payBalance(buyer, id)).status);
    // the same id percent-encoded reaches the same route and the same ownership check: a stranger is refused
    const stranger = await signUp(env, { name: 'Encoded Stranger' });
    expect((await payBalance(stranger, vo.id.replace(/-/g, '%2D'))).status).toBe(404);
    expect((await payBalance(buyer, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    // nothing was started by any of them: the balance is still due, and a real payment still goes through
    const seen = (await buyer.client.get(`/api/orders/${vo.orderId}`)).body.vendorOrders[0];
    expect(seen.plan.balanceStatus).toBe('DUE');
    const { captured } = await paidBalance(buyer, vo.id);
    expect(captured.status).toBe(200);
  });
});
