/**
 * Quality claims (issue 18): after the money was released to the vendor, the buyer may still claim on the goods'
 * quality for 30 days after delivery (14 for food and farm produce), mediated like a dispute. A refund agreed or
 * decided is taken back from the vendor's balance (a clawback: the seller fee on it is given back), paid to the buyer
 * through the rail that took the money; a rejected claim moves nothing. One claim per vendor order, none after a
 * dispute, none once the window ended.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerFee } from '@app/shared/fees';
import { payout } from '../escrow/escrow.service.ts';
import { ApiClient, createTestEnv, type TestEnv } from '../../../test/harness.ts';
import * as ledger from '../../../test/ledger-queries.ts';
import { signUp } from '../../../test/flows.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { buy, confirmReceipt, deliver, listProduct, ship, signInAdmin, type Party } from '../../../test/trade-flows.ts';

const DAY = 86_400_000;
let env: TestEnv;
let admin: ApiClient;

beforeAll(async () => {
  env = await createTestEnv();
  admin = await signInAdmin(env, 'claims-admin@example.com');
}, 120_000);
afterAll(async () => {
  await env.close();
});

const balanceOf = (account: string) => ledger.balanceOf(env.deps.db, account);
const refundsPaid = (orderId: string) => ledger.refundsPaid(env.deps.db, orderId);

/** Bought, shipped, delivered by the carrier and confirmed by the buyer: the money is the vendor's. */
async function released(vendor: Party, buyer: Party, productId: string, qty = 1) {
  const o = await buy(buyer, [productId], qty);
  await deliver(env, admin, await ship(vendor, o.orderId, o.vo.id));
  expect((await confirmReceipt(buyer, o.vo.id)).status).toBe(200);
  const vo = (await buyer.client.get(`/api/orders/${o.orderId}`)).body.vendorOrders[0];
  expect(vo).toMatchObject({ status: 'COMPLETED', escrowStatus: 'RELEASED' });
  return { orderId: o.orderId, vo };
}

const claim = (buyer: Party, vendorOrderId: string, body: Record<string, unknown> = {}) =>
  buyer.client.post('/api/disputes', {
    vendorOrderId,
    reason: 'NOT_AS_DESCRIBED',
    requestedOutcome: 'PARTIAL_REFUND',
    requestedRefundCents: 5_000,
    description: 'Half the bowls have glaze cracks that were not visible on delivery day.',
    ...body,
  });

describe('quality claims after the release (issue 18)', () => {
  it('opens within 30 days of delivery; an accepted refund comes back from the vendor, with its fee', async () => {
    const vendor = await signUp(env, { role: 'vendor', name: 'Claimed Ceramics' });
    const product = await listProduct(vendor, { price: '100.00', category: 'visual-arts-crafts' });
    const buyer = await signUp(env, { name: 'Claiming buyer' });
    const { orderId, vo } = await released(vendor, buyer, product.id, 2); // $200 of goods
    const before = await balanceOf(`vendor_payable:${vendor.userId}`);

    // the order page offers a quality claim until 30 days after delivery
    expect(vo.disputeEligibility).toMatchObject({ allowed: true, claim: true, reason: null });
    expect(new Date(vo.disputeEligibility.windowEndsAt).getTime()).toBe(new Date(vo.deliveredAt).getTime() + 30 * DAY);
    const options = (await buyer.client.get(`/api/disputes/order/${orderId}`)).body.items[0];
    expect(options).toMatchObject({ canOpen: true, claim: true });

    // 20 days later: the vendor and a stranger cannot claim; the buyer can
    env.clock.advance(20 * DAY);
    const stranger = await signUp(env, { name: 'Not the buyer' });
    expect((await claim(stranger, vo.id)).status).toBe(404);
    expect((await claim(vendor, vo.id)).status).toBe(403);
    // a refund of the whole goods or more is refused as a partial refund
    expect((await claim(buyer, vo.id, { requestedRefundCents: 20_000 })).status).toBe(400);
    const [a, b] = await Promise.all([claim(buyer, vo.id), claim(buyer, vo.id)]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const opened = a.status === 201 ? a.body : b.body;
    const kinds = async (p: Party) =>
      ((await p.client.get('/api/notifications')).body.items as { kind: string }[]).map((n) => n.kind);
    expect(await kinds(vendor)).toContain('dispute.claim_opened');
    expect(await kinds(buyer)).toContain('dispute.claim_opened');
    const mail = await env.smtp.waitFor(vendor.email, (m) => m.subject.startsWith('Quality claim opened'));
    expect(mail.text).toContain("taken back from the vendor's balance");
    // nothing moved yet
    expect(await balanceOf(`vendor_payable:${vendor.userId}`)).toBe(before);

    // the vendor accepts the $50 refund: taken back from their balance, less the seller fee given back on it
    const accepted = await vendor.client.post(`/api/disputes/${opened.id}/respond`, { action: 'ACCEPT' });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'RESOLVED', outcome: 'PARTIAL_REFUND', refundCents: 5_000 });
    const feeBack = sellerFee(20_000) - sellerFee(15_000);
    expect(await balanceOf(`vendor_payable:${vendor.userId}`)).toBe(before - (5_000 - feeBack));
    expect(await refundsPaid(orderId)).toBe(5_000);
    expect(await balanceOf(`buyer_refunds:${buyer.userId}`)).toBe(0);
    const after = (await buyer.client.get(`/api/orders/${orderId}`)).body.vendorOrders[0];
    expect(after).toMatchObject({ status: 'COMPLETED', escrowStatus: 'RELEASED' });
    expect(after.timeline.at(-1).step).toBe('CLAIM_REFUNDED');
    expect(after.disputeEligibility).toMatchObject({ allowed: false, reason: 'ALREADY_DISPUTED' });
    // the vendor's statement shows the taking back
    const month = env.clock.now().toISOString().slice(0, 7);
    const lines = (await vendor.client.get(`/api/vendor/statements?month=${month}`)).body.currencies[0].lines as {
      kind: string;
      amountMinor: number;
    }[];
    expect(lines.find((l) => l.kind === 'CLAIM_REFUND')?.amountMinor).toBe(-(5_000 - feeBack));
    const pdf = await env.app.inject({
      method: 'GET',
      url: `/api/vendor/statements/${month}.pdf`,
      headers: { cookie: `sid=${vendor.client.cookie('sid')}` },
    });
    expect(pdfText(pdf.rawPayload)).toContain('Taken back for a quality claim, order');
  });

  it('a contested claim the admin rejects moves no money', async () => {
    const vendor = await signUp(env, { role: 'vendor', name: 'Contesting Weavers' });
    const product = await listProduct(vendor, { price: '80.00', category: 'textiles-clothing' });
    const buyer = await signUp(env, { name: 'Buyer of kente' });
    const { orderId, vo } = await released(vendor, buyer, product.id);
    const before = await balanceOf(`vendor_payable:${vendor.userId}`);
    const opened = (await claim(buyer, vo.id, { requestedOutcome: 'FULL_REFUND', requestedRefundCents: undefined }))
      .body;
    const contested = await vendor.client.post(`/api/disputes/${opened.id}/respond`, {
      action: 'CONTEST',
      statement: 'The colours match the listing photos; the buyer washed them hot.',
    });
    expect(contested.body.status).toBe('ESCALATED');
    const decided = await admin.post(`/api/admin/disputes/${opened.id}/decide`, {
      outcome: 'RELEASE',
      note: 'The listing said cold wash only.',
    });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    expect(decided.body).toMatchObject({ status: 'RESOLVED', outcome: 'RELEASE', refundCents: 0 });
    expect(await balanceOf(`vendor_payable:${vendor.userId}`)).toBe(before);
    expect(await refundsPaid(orderId)).toBe(0);
    const after = (await buyer.client.get(`/api/orders/${orderId}`)).body.vendorOrders[0];
    expect(after.timeline.at(-1).step).toBe('CLAIM_REJECTED');
  });

  it('a full refund decided on a claim takes the whole goods back, even below zero after a payout', async () => {
    const vendor = await signUp(env, { role: 'vendor', name: 'Refunded Leather' });
    const product = await listProduct(vendor, { price: '600.00', category: 'fashion-beauty' });
    const buyer = await signUp(env, { name: 'Buyer of bags' });
    const { orderId, vo } = await released(vendor, buyer, product.id);
    // everything was paid out meanwhile
    const available = await balanceOf(`vendor_payable:${vendor.userId}`);
    expect(available).toBeGreaterThan(0);
    await env.deps.db.transaction((tx) =>
      payout(tx, vendor.userId, available, 'TEST-PAYOUT-CLAIM', { at: env.clock.now(), actorId: null }),
    );
    const opened = (await claim(buyer, vo.id, { requestedOutcome: 'FULL_REFUND', requestedRefundCents: undefined }))
      .body;
    await vendor.client.post(`/api/disputes/${opened.id}/respond`, {
      action: 'CONTEST',
      statement: 'We would rather the mediator looked at this one.',
    });
    const decided = await admin.post(`/api/admin/disputes/${opened.id}/decide`, {
      outcome: 'FULL_REFUND',
      note: 'The stitching failed within a week.',
    });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    // the goods' value back to the buyer (the shipping and the buyer fee were for a delivery that happened)
    expect(decided.body.refundCents).toBe(60_000);
    expect(await refundsPaid(orderId)).toBe(60_000);
    expect(await balanceOf(`vendor_payable:${vendor.userId}`)).toBe(-(60_000 - sellerFee(60_000)));
    expect((await vendor.client.get('/api/vendor/balance')).body.availableCents).toBe(-(60_000 - sellerFee(60_000)));
  });

  it('closes 30 days after delivery (14 for food)', async () => {
    // sessions last 30 days: sign in afresh (earlier tests moved the clock)
    admin = await signInAdmin(env, 'claims-admin-2@example.com');
    const vendor = await signUp(env, { role: 'vendor', name: 'Window Goods Ltd' });
    const crafts = await listProduct(vendor, { price: '50.00', category: 'visual-arts-crafts' });
    const food = await listProduct(vendor, { price: '50.00', category: 'raw-food-health' });
    const buyer = await signUp(env, { name: 'Late claimer' });
    const a = await released(vendor, buyer, crafts.id);
    const b = await released(vendor, buyer, food.id);
    env.clock.advance(14 * DAY + 60_000);
    const late = await claim(buyer, b.vo.id, { requestedRefundCents: 1_000 });
    expect(late.status).toBe(409);
    expect(late.body.error.details.blockedBy).toBe('WINDOW_ENDED');
    expect((await claim(buyer, a.vo.id, { requestedRefundCents: 1_000 })).status).toBe(201);
    const c = await released(vendor, buyer, crafts.id);
    env.clock.advance(29 * DAY);
    // sessions last 30 days: the buyer signs in again
    const again = new ApiClient(env.app);
    expect((await again.post('/api/auth/login', { email: buyer.email, password: buyer.password })).status).toBe(200);
    buyer.client = again;
    expect((await buyer.client.get(`/api/orders/${c.orderId}`)).body.vendorOrders[0].disputeEligibility.claim).toBe(
      true,
    );
    env.clock.advance(DAY + 60_000);
    const seen = (await buyer.client.get(`/api/orders/${c.orderId}`)).body.vendorOrders[0];
    expect(seen.disputeEligibility).toMatchObject({ allowed: false, reason: 'WINDOW_ENDED', claim: false });
    expect((await claim(buyer, c.vo.id, { requestedRefundCents: 1_000 })).status).toBe(409);
  });
});
