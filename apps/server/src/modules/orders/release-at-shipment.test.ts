/**
 * Milestone release (issue 18): under "advance" the goods' price is released to the vendor when the goods ship (the
 * carrier's first tracking event; a label alone is not enough), one ledger transaction, a timeline step, a notice
 * in-app and by e-mail; the shipping and the buyer fee wait for delivery. A refund decided afterwards gives the buyer everything back and takes the released part back
 * from the vendor's balance, which may go below zero when it was paid out meanwhile; the next sale pays it back. An
 * escrow product releases nothing at shipment; a fraud hold freezes the early release too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type ApiClient, type TestEnv } from '../../../test/harness.ts';
import * as ledger from '../../../test/ledger-queries.ts';
import { signUp } from '../../../test/flows.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import {
  buy,
  confirmReceipt,
  deliver,
  labelCostOf,
  listProduct,
  ship,
  signInAdmin,
  type Party,
} from '../../../test/trade-flows.ts';
import * as escrow from '../escrow/escrow.service.ts';
import { setFraudHold } from './orders.service.ts';
import * as repo from './orders.repository.ts';
import { releaseAtShipment } from './use-cases/release-at-shipment.ts';

let env: TestEnv;
let admin: ApiClient;

beforeAll(async () => {
  env = await createTestEnv();
  admin = await signInAdmin(env, 'milestone-admin@example.com');
}, 120_000);
afterAll(async () => {
  await env.close();
});

const balanceOf = (account: string) => ledger.balanceOf(env.deps.db, account);
const ledgerKinds = (voId: string) => ledger.ledgerKinds(env.deps.db, voId);
const refundsPaid = (orderId: string) => ledger.refundsPaid(env.deps.db, orderId);

const kindsOf = async (p: Party) =>
  ((await p.client.get('/api/notifications')).body.items as { kind: string }[]).map((n) => n.kind);

const payable = (vendor: Party) => balanceOf(`vendor_payable:${vendor.userId}`);

/** The carrier's first scan (an admin records it from the carrier's word, as the carrier's webhook would). */
async function pickedUp(shipmentId: string): Promise<void> {
  const ev = await admin.post(`/api/admin/shipments/${shipmentId}/events`, {
    status: 'IN_TRANSIT',
    description: 'Picked up by the carrier',
    city: 'Accra',
    country: 'GH',
    occurredAt: env.clock.now().toISOString(),
  });
  expect(ev.status, JSON.stringify(ev.body)).toBe(200);
}

describe('release at shipment (issue 18)', () => {
  it('advance: the goods are released when they ship; a full refund later takes them back, below zero if paid out', async () => {
    const vendor = await signUp(env, { role: 'vendor', name: 'Advance Terms Textiles' });
    const product = await listProduct(vendor, {
      price: '40.00',
      paymentTerms: 'advance',
      shippingMode: 'flat',
      flatShipping: '5.00',
    });
    const buyer = await signUp(env, { name: 'Buyer on advance terms' });
    const { orderId, order, vo } = await buy(buyer, [product.id], 5); // $200 of goods, $25 shipping
    const placed = order.vendorOrders[0];
    expect(placed.plan).toMatchObject({ id: 'advance', releasedAtShipment: 'GOODS', releasedCents: 0 });
    const fee = placed.buyerFeeCents as number;
    expect(await balanceOf(`escrow:${vo.id}`)).toBe(20_000 + 2_500 + fee);
    expect(await payable(vendor)).toBe(0);

    const shipmentId = await ship(vendor, orderId, vo.id);
    // a label alone releases nothing: the goods may never be handed over
    expect(await payable(vendor)).toBe(0);
    expect(await ledgerKinds(vo.id)).toEqual({ HOLD: 1 });
    await pickedUp(shipmentId);
    // the goods less the 5% seller fee, now; the shipping and the buyer fee stay in escrow until delivery
    expect(await payable(vendor)).toBe(19_000);
    expect(await balanceOf(`escrow:${vo.id}`)).toBe(2_500 + fee);
    expect(await ledgerKinds(vo.id)).toEqual({ HOLD: 1, MILESTONE_RELEASE: 1 });
    expect(await kindsOf(vendor)).toContain('escrow.released_at_shipment');
    const mail = await env.smtp.waitFor(vendor.email, (m) => m.subject.includes('released at shipment'));
    expect(mail.text).toContain('$190.00');
    const shipped = (await buyer.client.get(`/api/orders/${orderId}`)).body.vendorOrders[0];
    expect(shipped.plan).toMatchObject({ releasedAtShipment: 'GOODS', releasedCents: 20_000 });
    const steps = shipped.timeline.map((s: { step: string }) => s.step);
    expect(steps.slice(-2)).toEqual(['SHIPPED', 'RELEASED_AT_SHIPMENT']);
    // a second scan releases nothing more
    await pickedUp(shipmentId);
    // the vendor sees the same timeline
    const mine = (await vendor.client.get('/api/vendor/orders')).body.items.find((v: { id: string }) => v.id === vo.id);
    expect(mine.timeline).toEqual(shipped.timeline);

    // Once only: the same step again (a retried shipment transaction) changes nothing.
    await env.deps.db.transaction(async (tx) => {
      const row = (await repo.lockVendorOrder(tx, vo.id))!;
      await releaseAtShipment(tx, env.deps, row, vendor.userId);
    });
    expect(await payable(vendor)).toBe(19_000);
    expect(await ledgerKinds(vo.id)).toEqual({ HOLD: 1, MILESTONE_RELEASE: 1 });

    // The vendor is paid out meanwhile (what a payout posts).
    await env.deps.db.transaction((tx) =>
      escrow.payout(tx, vendor.userId, 19_000, 'TEST-PAYOUT-1', { at: env.clock.now(), actorId: null }),
    );
    expect(await payable(vendor)).toBe(0);

    // The goods never arrive as described: the vendor accepts the buyer's full refund.
    const opened = await buyer.client.post('/api/disputes', {
      vendorOrderId: vo.id,
      reason: 'NOT_AS_DESCRIBED',
      requestedOutcome: 'FULL_REFUND',
      description: 'The cloth is a different weave from the listing.',
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const accepted = await vendor.client.post(`/api/disputes/${opened.body.id}/respond`, { action: 'ACCEPT' });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body).toMatchObject({ outcome: 'FULL_REFUND', refundCents: 20_000 + 2_500 + fee });
    // everything the buyer paid goes back through the rail that took it; escrow is empty
    expect(await refundsPaid(orderId)).toBe(20_000 + 2_500 + fee);
    expect(await balanceOf(`escrow:${vo.id}`)).toBe(0);
    // the released goods (less the fee the platform gives back) come back from the vendor: $190 owed
    expect(await payable(vendor)).toBe(-19_000);
    expect(await balanceOf(`platform_fees:seller:${vendor.userId}`)).toBe(0);
    const money = (await vendor.client.get('/api/vendor/balance')).body;
    expect(money.availableCents).toBe(-19_000);
    expect(money.paidOutCents).toBe(19_000);
    // the month's statement names both movements: goods only at shipment (no shipping), and the taking back
    const month = env.clock.now().toISOString().slice(0, 7);
    const statement = (await vendor.client.get(`/api/vendor/statements?month=${month}`)).body;
    const lines = statement.currencies[0].lines as {
      kind: string;
      goodsMinor: number;
      sellerFeeMinor: number;
      shippingMinor: number;
      amountMinor: number;
      refundedToBuyerMinor: number;
    }[];
    expect(lines.find((l) => l.kind === 'MILESTONE_RELEASE')).toMatchObject({
      goodsMinor: 20_000,
      sellerFeeMinor: 1_000,
      shippingMinor: 0,
      amountMinor: 19_000,
    });
    expect(lines.find((l) => l.kind === 'REFUND')).toMatchObject({
      goodsMinor: -20_000,
      sellerFeeMinor: -1_000,
      amountMinor: -19_000,
      refundedToBuyerMinor: 20_000 + 2_500 + fee,
    });
    expect(statement.currencies[0].closingMinor).toBe(-19_000);
    const pdf = await env.app.inject({
      method: 'GET',
      url: `/api/vendor/statements/${month}.pdf`,
      headers: { cookie: `sid=${vendor.client.cookie('sid')}` },
    });
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Released before delivery, order');
    expect(text).toContain('Taken back for a refund to the buyer, order');

    // The next sale (escrow terms: nothing at shipment) pays the debt back first.
    const second = await listProduct(vendor, { price: '300.00', paymentTerms: 'escrow' });
    const next = await buy(buyer, [second.id]);
    const shipment = await ship(vendor, next.orderId, next.vo.id);
    await pickedUp(shipment);
    expect(await ledgerKinds(next.vo.id)).toEqual({ HOLD: 1 });
    expect((await buyer.client.get(`/api/orders/${next.orderId}`)).body.vendorOrders[0].plan).toMatchObject({
      releasedAtShipment: 'NONE',
      releasedCents: 0,
    });
    await deliver(env, admin, shipment);
    expect((await confirmReceipt(buyer, next.vo.id)).status).toBe(200);
    const label = await labelCostOf(env, next.vo.id);
    expect(await payable(vendor)).toBe(-19_000 + 28_500 - label);
  });

  it('30-70: the deposit is released when the goods ship, the rest after delivery, the vendor paid once in all', async () => {
    const vendor = await signUp(env, { role: 'vendor', name: 'Deposit Release Looms' });
    const product = await listProduct(vendor, { price: '100.00', paymentTerms: '30-70' });
    const buyer = await signUp(env, { name: 'Buyer on deposit terms' });
    const { orderId, vo } = await buy(buyer, [product.id], 2); // $200: $60 deposit now
    expect((await vendor.client.post(`/api/orders/vendor-orders/${vo.id}/ready-to-ship`)).status).toBe(204);
    const started = await buyer.client.post(`/api/orders/vendor-orders/${vo.id}/balance/checkout`, {
      idempotencyKey: `k-${Math.random()}`,
    });
    await buyer.client.post(`/api/payments/sandbox/orders/${started.body.providerOrderId}/approve`);
    expect((await buyer.client.post(`/api/checkout/${started.body.checkoutId}/capture`)).status).toBe(200);

    const shipment = await ship(vendor, orderId, vo.id);
    expect(await payable(vendor)).toBe(0);
    await pickedUp(shipment);
    expect(await payable(vendor)).toBe(6_000 - 300);
    const seen = (await buyer.client.get(`/api/orders/${orderId}`)).body.vendorOrders[0];
    expect(seen.plan).toMatchObject({ releasedAtShipment: 'DEPOSIT', releasedCents: 6_000 });
    await deliver(env, admin, shipment);
    expect((await confirmReceipt(buyer, vo.id)).status).toBe(200);
    const label = await labelCostOf(env, vo.id);
    // in all: the goods less 5%, plus the shipping, less the label; the release notice names only the rest
    const shipping = seen.shippingCents as number;
    expect(await payable(vendor)).toBe(20_000 - 1_000 + shipping - label);
    expect(await ledgerKinds(vo.id)).toEqual({ HOLD: 2, MILESTONE_RELEASE: 1, RELEASE: 1 });
    expect(await balanceOf(`escrow:${vo.id}`)).toBe(0);
    const released = (await vendor.client.get('/api/notifications')).body.items.find(
      (n: { kind: string }) => n.kind === 'escrow.released',
    );
    expect(released.data.amountCents).toBe(14_000 - 700 + shipping - label);
  });

  it('a fraud hold when the carrier picks up freezes the early release: the order settles at once later', async () => {
    const vendor = await signUp(env, { role: 'vendor', name: 'Frozen Advance Goods' });
    const product = await listProduct(vendor, { price: '80.00', paymentTerms: 'advance' });
    const buyer = await signUp(env, { name: 'Buyer of frozen goods' });
    const { orderId, vo } = await buy(buyer, [product.id]);
    // an admin holds the order from a fraud alert (fraud/use-cases/act-on-alert.ts does this)
    await env.deps.db.transaction((tx) => setFraudHold(tx, env.deps, orderId, true));
    await pickedUp(await ship(vendor, orderId, vo.id));
    expect(await payable(vendor)).toBe(0);
    expect(await ledgerKinds(vo.id)).toEqual({ HOLD: 1 });
    const seen = (await buyer.client.get(`/api/orders/${orderId}`)).body.vendorOrders[0];
    expect(seen.plan.releasedCents).toBe(0);
    expect(seen.timeline.map((s: { step: string }) => s.step)).not.toContain('RELEASED_AT_SHIPMENT');
  });
});
