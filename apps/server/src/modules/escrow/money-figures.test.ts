/**
 * One source for every money figure: orders taken through the real flows (paid and held; delivered and released;
 * cancelled and refunded; disputed and partially refunded; a payout), then admin Overview, admin Reports and each
 * vendor's Billing must agree with each other and with sums taken straight from the ledger entries.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { sellerFee } from '@app/shared/fees';
import type { MoneyFiguresDto, VendorMoneyDto } from '@app/shared/money-figures';
import { queryRows } from '../../db/client.ts';
import { createTestEnv, type ApiClient, type TestEnv } from '../../../test/harness.ts';
import { signUp } from '../../../test/flows.ts';
import {
  buy,
  deliver,
  listProduct,
  releasedOrder,
  ship,
  signInAdmin,
  type Party,
  labelCostOf,
} from '../../../test/trade-flows.ts';

let env: TestEnv;
let admin: ApiClient;
let vendorA: Party;
let vendorB: Party;
let buyer: Party;
type Vo = { id: string; vendorId: string; subtotalCents: number; buyerFeeCents: number };
const orders: Record<'held' | 'released' | 'refunded' | 'partial', Vo> = {} as never;
const PARTIAL_REFUND = 3000;

beforeAll(async () => {
  env = await createTestEnv();
  admin = await signInAdmin(env, 'money-admin@example.com');
  vendorA = await signUp(env, { role: 'vendor', name: 'Ama Owusu' });
  vendorB = await signUp(env, { role: 'vendor', name: 'Kofi Boateng' });
  buyer = await signUp(env, { name: 'Claire Dubois' });

  // Paid and held in escrow (vendor A).
  const held = await buy(buyer, [(await listProduct(vendorA, { price: '100.00' })).id], 2);
  orders.held = held.order.vendorOrders[0];
  // Delivered and released by the buyer's confirmation (vendor A).
  const released = await releasedOrder(env, admin, vendorA, buyer, [
    (await listProduct(vendorA, { price: '250.00' })).id,
  ]);
  orders.released = released.order.vendorOrders[0];
  // Cancelled by the vendor before shipping: refunded in full (vendor B).
  const refunded = await buy(buyer, [(await listProduct(vendorB, { price: '80.00' })).id]);
  orders.refunded = refunded.order.vendorOrders[0];
  expect(
    (await vendorB.client.post(`/api/vendor/orders/${refunded.vo.id}/cancel`, { reason: 'Out of stock after all' }))
      .status,
  ).toBe(200);
  // Delivered, disputed, settled by the vendor's offer of a partial refund (vendor B).
  const partial = await buy(buyer, [(await listProduct(vendorB, { price: '120.00' })).id]);
  orders.partial = partial.order.vendorOrders[0];
  await deliver(env, admin, await ship(vendorB, partial.orderId, partial.vo.id));
  const dispute = await buyer.client.post('/api/disputes', {
    vendorOrderId: partial.vo.id,
    reason: 'DAMAGED',
    requestedOutcome: 'PARTIAL_REFUND',
    requestedRefundCents: 5000,
    description: 'Two of the cartons arrived crushed.',
  });
  expect(dispute.status, JSON.stringify(dispute.body)).toBe(201);
  expect(
    (
      await vendorB.client.post(`/api/disputes/${dispute.body.id}/respond`, {
        action: 'OFFER',
        offerCents: PARTIAL_REFUND,
      })
    ).status,
  ).toBe(200);
  expect((await buyer.client.post(`/api/disputes/${dispute.body.id}/offer`, { decision: 'ACCEPT' })).status).toBe(200);
  // A payout of $100 to vendor A (verified, with bank details).
  await env.deps.db.execute(sql`update users set kyc_status = 'VERIFIED' where id = ${vendorA.userId}`);
  expect(
    (
      await vendorA.client.put('/api/me/bank-details', {
        bankName: 'Ecobank Ghana',
        bankCountry: 'Ghana',
        accountHolderName: 'Ama Owusu Ltd',
        accountNumber: '1441001234567',
        swiftCode: 'ECOCGHAC',
      })
    ).status,
  ).toBe(200);
  expect(
    (await admin.post('/api/admin/payouts', { vendorId: vendorA.userId, amount: '100.00', reference: 'TRF-MONEY-1' }))
      .status,
  ).toBe(200);
}, 180_000);
afterAll(async () => {
  await env.close();
});

/** Straight from the entries: the sum of one account pattern, optionally only money in (positive entries). */
async function ledgerSum(pattern: string, only: 'all' | 'credits' = 'all'): Promise<number> {
  const credit = only === 'credits' ? sql`and amount_cents > 0` : sql``;
  const [row] = await queryRows<{ s: string }>(
    env.deps.db,
    sql`select coalesce(sum(amount_cents), 0)::text as s from ledger_entries where account like ${pattern} ${credit}`,
  );
  return Number(row!.s);
}

/** What the release took for labels from each shipped part: their cost, capped at what the vendor gets. */
async function labelsTaken(): Promise<{ released: number; partial: number }> {
  const { released, partial } = orders;
  const kept = partial.subtotalCents - PARTIAL_REFUND;
  return {
    released: Math.min(await labelCostOf(env, released.id), released.subtotalCents - sellerFee(released.subtotalCents)),
    partial: Math.min(await labelCostOf(env, partial.id), kept - sellerFee(kept)),
  };
}

const today = () => env.clock.now().toISOString().slice(0, 10);
const withoutPeriod = ({ from: _from, to: _to, ...rest }: MoneyFiguresDto) => rest;

describe('money figures', () => {
  it('admin Overview and Reports give the same figures, equal to sums of the ledger entries and to the orders', async () => {
    const overviewRes = await admin.get('/api/admin/overview');
    expect(overviewRes.status, JSON.stringify(overviewRes.body)).toBe(200);
    const overview = overviewRes.body as { money: MoneyFiguresDto; orders: number };
    const report = (await admin.get(`/api/admin/reports?from=${today()}&to=${today()}`)).body as {
      money: MoneyFiguresDto;
      orders: number;
    };
    expect(withoutPeriod(report.money)).toEqual(withoutPeriod(overview.money));
    expect(report.orders).toBe(overview.orders);
    expect(overview.orders).toBe(4);

    const m = overview.money;
    expect(m).toMatchObject({
      heldInEscrowCents: await ledgerSum('escrow:%'),
      paidIntoEscrowCents: await ledgerSum('escrow:%', 'credits'),
      releasedToVendorsCents: await ledgerSum('vendor\\_payable:%', 'credits'),
      refundedToBuyersCents: await ledgerSum('buyer\\_refunds:%', 'credits'),
      refundsOwedCents: await ledgerSum('buyer\\_refunds:%'),
      paidOutCents: await ledgerSum('vendor\\_paid\\_out:%'),
      awaitingPayoutCents: await ledgerSum('vendor\\_payable:%'),
      labelsRecoveredCents: await ledgerSum('shipping\\_labels:%'),
      fees: {
        buyerCents: await ledgerSum('platform\\_fees:buyer'),
        sellerCents: await ledgerSum('platform\\_fees:seller:%'),
        totalCents: await ledgerSum('platform\\_fees%'),
      },
    });

    // ... and to what the orders say happened.
    const { held, released, refunded, partial } = orders;
    const gross = (vo: Vo) => vo.subtotalCents + vo.buyerFeeCents;
    const kept = partial.subtotalCents - PARTIAL_REFUND;
    // Both shipped parts had a label bought through us: the vendors ship free, so its cost comes from their share,
    // never more than that share (the partial refund leaves vendor B less than its label: the platform carries the rest).
    const labels = await labelsTaken();
    expect(labels.released).toBeGreaterThan(0);
    expect(m.labelsRecoveredCents).toBe(labels.released + labels.partial);
    expect(m.paidIntoEscrowCents).toBe(gross(held) + gross(released) + gross(refunded) + gross(partial));
    expect(m.heldInEscrowCents).toBe(gross(held));
    expect(m.releasedToVendorsCents).toBe(
      released.subtotalCents -
        sellerFee(released.subtotalCents) -
        labels.released +
        kept -
        sellerFee(kept) -
        labels.partial,
    );
    expect(m.refundedToBuyersCents).toBe(gross(refunded) + PARTIAL_REFUND);
    expect(m.refundsOwedCents).toBe(0); // the sandbox paid both refunds back
    expect(m.fees).toEqual({
      buyerCents: released.buyerFeeCents + partial.buyerFeeCents,
      sellerCents: sellerFee(released.subtotalCents) + sellerFee(kept),
      totalCents: released.buyerFeeCents + partial.buyerFeeCents + sellerFee(released.subtotalCents) + sellerFee(kept),
    });
    expect(m.paidOutCents).toBe(10000);
    // Every cent paid in is still held, released, refunded, a fee or a label's cost.
    expect(m.paidIntoEscrowCents).toBe(
      m.heldInEscrowCents +
        m.releasedToVendorsCents +
        m.refundedToBuyersCents +
        m.fees.totalCents +
        m.labelsRecoveredCents,
    );
    expect(overview).toMatchObject({ openDisputes: 0 });
  });

  it('each vendor’s Billing adds up to the platform figures and matches that vendor’s ledger accounts', async () => {
    const money = (await admin.get('/api/admin/overview')).body.money as MoneyFiguresDto;
    const a = (await vendorA.client.get('/api/vendor/balance')).body as VendorMoneyDto;
    const b = (await vendorB.client.get('/api/vendor/balance')).body as VendorMoneyDto;
    const { held, released, partial } = orders;
    const kept = partial.subtotalCents - PARTIAL_REFUND;
    const labels = await labelsTaken();

    // In escrow for the vendor: after the seller fee, without the buyer fee (which is the platform's).
    expect(a).toEqual({
      currency: 'USD',
      otherCurrencies: [],
      heldCents: held.subtotalCents - sellerFee(held.subtotalCents),
      heldGrossCents: held.subtotalCents + held.buyerFeeCents,
      sellerFeeOnHeldCents: sellerFee(held.subtotalCents),
      shippingOnHeldCents: 0,
      heldOrders: 1,
      releasedCents: released.subtotalCents - sellerFee(released.subtotalCents) - labels.released,
      sellerFeesCents: sellerFee(released.subtotalCents),
      labelCostsCents: labels.released,
      availableCents: released.subtotalCents - sellerFee(released.subtotalCents) - labels.released - 10000,
      paidOutCents: 10000,
    });
    expect(b).toMatchObject({
      heldCents: 0,
      heldGrossCents: 0,
      heldOrders: 0,
      releasedCents: kept - sellerFee(kept) - labels.partial,
      sellerFeesCents: sellerFee(kept),
      labelCostsCents: labels.partial,
      paidOutCents: 0,
    });

    for (const [v, figures] of [
      [vendorA, a],
      [vendorB, b],
    ] as const) {
      expect(figures.availableCents).toBe(await ledgerSum(`vendor\\_payable:${v.userId}`));
      expect(figures.paidOutCents).toBe(await ledgerSum(`vendor\\_paid\\_out:${v.userId}`));
      expect(figures.sellerFeesCents).toBe(await ledgerSum(`platform\\_fees:seller:${v.userId}`));
    }
    expect(a.heldGrossCents).toBe(await ledgerSum(`escrow:${held.id}`));
    expect(a.heldGrossCents + b.heldGrossCents).toBe(money.heldInEscrowCents);
    expect(a.releasedCents + b.releasedCents).toBe(money.releasedToVendorsCents);
    expect(a.sellerFeesCents + b.sellerFeesCents).toBe(money.fees.sellerCents);
    expect(a.availableCents + b.availableCents).toBe(money.awaitingPayoutCents);
    expect(a.paidOutCents + b.paidOutCents).toBe(money.paidOutCents);
    // The payouts list shows the same available balances.
    const payouts = (await admin.get('/api/admin/payouts')).body.items as {
      vendorId: string;
      availableCents: number;
      paidOutCents: number;
    }[];
    expect(payouts.find((p) => p.vendorId === vendorA.userId)).toMatchObject({
      availableCents: a.availableCents,
      paidOutCents: a.paidOutCents,
    });
    // Vendor B's share went to its label: nothing to pay out, so it is listed with 0 or not at all.
    const listedB = payouts.find((p) => p.vendorId === vendorB.userId);
    expect({ availableCents: listedB?.availableCents ?? 0, paidOutCents: listedB?.paidOutCents ?? 0 }).toEqual({
      availableCents: b.availableCents,
      paidOutCents: 0,
    });
  });

  it('a report on a period shows what moved in it and the balances at its end', async () => {
    const day = (offset: number) =>
      new Date(env.clock.now().getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    const before = (await admin.get(`/api/admin/reports?from=${day(-3)}&to=${day(-1)}`)).body;
    expect(before.orders).toBe(0);
    expect(withoutPeriod(before.money)).toEqual({
      currency: 'USD',
      otherCurrencies: [],
      paidIntoEscrowCents: 0,
      releasedToVendorsCents: 0,
      refundedToBuyersCents: 0,
      fees: { buyerCents: 0, sellerCents: 0, totalCents: 0 },
      paidOutCents: 0,
      labelsRecoveredCents: 0,
      heldInEscrowCents: 0,
      awaitingPayoutCents: 0,
      refundsOwedCents: 0,
    });
    const after = (await admin.get(`/api/admin/reports?from=${day(1)}&to=${day(2)}`)).body;
    // Nothing moved after today, but the money still held is still held.
    expect(after.money).toMatchObject({
      paidIntoEscrowCents: 0,
      releasedToVendorsCents: 0,
      fees: { totalCents: 0 },
      heldInEscrowCents: orders.held.subtotalCents + orders.held.buyerFeeCents,
    });
    // Vendors and buyers never see the platform's figures.
    expect((await vendorA.client.get('/api/admin/overview')).status).toBe(403);
    expect((await buyer.client.get(`/api/admin/reports?from=${day(0)}&to=${day(0)}`)).status).toBe(403);
    expect((await buyer.client.get('/api/vendor/balance')).status).toBe(403);
  });
});
