/**
 * A release at shipment (issue 18) pays the vendor part of the goods before the settlement. Whatever part and whatever
 * settlement follows (release, full refund, partial refund), the money ends where it would have without the early
 * release: the vendor, the fees, the labels and the buyer get the same totals, the escrow account ends at zero, every
 * transaction balances. A refund larger than what escrow still holds takes the difference back from the vendor.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sellerFee } from '@app/shared/fees';
import {
  accounts,
  claimRefundPostings,
  heldOf,
  holdPostings,
  milestoneReleasePostings,
  paidOf,
  partialRefundPostings,
  refundPostings,
  releasePostings,
  type HeldVendorOrder,
  type Posting,
} from './ledger-rules.ts';

function apply(balances: Map<string, number>, postings: Posting[]): void {
  expect(postings.reduce((s, p) => s + p.amountCents, 0)).toBe(0);
  for (const p of postings) {
    expect(Number.isSafeInteger(p.amountCents)).toBe(true);
    balances.set(p.account, (balances.get(p.account) ?? 0) + p.amountCents);
  }
}

const voArb = fc.record({
  vendorOrderId: fc.constant('vo-1'),
  vendorId: fc.constant('v-1'),
  buyerId: fc.constant('b-1'),
  subtotalCents: fc.integer({ min: 1, max: 50_000_00 }),
  buyerFeeCents: fc.integer({ min: 0, max: 5_000_00 }),
  shippingCents: fc.integer({ min: 0, max: 5_000_00 }),
  labelCents: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 10_000_00 })),
});

type Settlement = { kind: 'release' } | { kind: 'refund' } | { kind: 'partial'; share: number };
const settlementArb: fc.Arbitrary<Settlement> = fc.oneof(
  fc.constant({ kind: 'release' as const }),
  fc.constant({ kind: 'refund' as const }),
  fc.record({ kind: fc.constant('partial' as const), share: fc.double({ min: 0, max: 1, noNaN: true }) }),
);

function settle(vo: HeldVendorOrder, s: Settlement): Posting[] | null {
  if (s.kind === 'release') return releasePostings(vo);
  if (s.kind === 'refund') return refundPostings(vo);
  if (vo.subtotalCents < 2) return null;
  const r = Math.min(vo.subtotalCents - 1, Math.max(1, Math.floor(vo.subtotalCents * s.share)));
  return partialRefundPostings(vo, r);
}

/** The ledger's balances after hold, an optional release at shipment of `early` goods, and the settlement. */
function run(vo: HeldVendorOrder, early: number, s: Settlement): Map<string, number> | null {
  const b = new Map<string, number>();
  apply(b, holdPostings(vo));
  let now = vo;
  if (early > 0) {
    apply(b, milestoneReleasePostings(vo, early));
    now = { ...vo, releasedGoodsCents: early };
    // escrow holds exactly what was paid less what was released
    expect(b.get(accounts.escrow(vo.vendorOrderId))).toBe(heldOf(now));
    expect(heldOf(now)).toBe(paidOf(vo) - early);
  }
  const settlement = settle(now, s);
  if (!settlement) return null;
  apply(b, settlement);
  return b;
}

describe('release at shipment (issue 18)', () => {
  it('ends every settlement with the same money everywhere as without the early release', () => {
    fc.assert(
      fc.property(voArb, fc.double({ min: 0, max: 1, noNaN: true }), settlementArb, (vo, part, s) => {
        const early = Math.max(1, Math.floor(vo.subtotalCents * part));
        const withEarly = run(vo, early, s);
        const without = run(vo, 0, s);
        if (!withEarly || !without) return;
        const keys = new Set([...withEarly.keys(), ...without.keys()]);
        for (const k of keys) expect([k, withEarly.get(k) ?? 0]).toEqual([k, without.get(k) ?? 0]);
        expect(withEarly.get(accounts.escrow(vo.vendorOrderId)) ?? 0).toBe(0);
      }),
      { numRuns: 3000 },
    );
  });

  it('pays the vendor the released goods less the seller fee on them, and nothing else, at shipment', () => {
    fc.assert(
      fc.property(voArb, fc.double({ min: 0, max: 1, noNaN: true }), (vo, part) => {
        const early = Math.max(1, Math.floor(vo.subtotalCents * part));
        const b = new Map<string, number>();
        apply(b, milestoneReleasePostings(vo, early));
        expect(b.get(accounts.payable(vo.vendorId))).toBe(early - sellerFee(early));
        expect(b.get(accounts.sellerFees(vo.vendorId)) ?? 0).toBe(sellerFee(early));
        expect(b.get(accounts.escrow(vo.vendorOrderId))).toBe(-early);
        expect(b.get(accounts.buyerFees)).toBeUndefined();
        expect(b.get(accounts.labels(vo.vendorId))).toBeUndefined();
      }),
    );
  });

  it('takes back from the vendor, with its seller fee, what a full refund after shipment gives the buyer beyond escrow', () => {
    // $1,000 of goods under "advance": all released at shipment ($950 to the vendor, $50 fee), then a full refund
    const vo: HeldVendorOrder = {
      vendorOrderId: 'vo-1',
      vendorId: 'v-1',
      buyerId: 'b-1',
      subtotalCents: 100_000,
      shippingCents: 4_000,
      buyerFeeCents: 2_000,
    };
    const b = new Map<string, number>();
    apply(b, holdPostings(vo));
    apply(b, milestoneReleasePostings(vo, 100_000));
    expect(b.get(accounts.payable('v-1'))).toBe(95_000);
    apply(b, refundPostings({ ...vo, releasedGoodsCents: 100_000 }));
    expect(b.get(accounts.refunds('b-1'))).toBe(106_000);
    expect(b.get(accounts.payable('v-1'))).toBe(0);
    expect(b.get(accounts.sellerFees('v-1'))).toBe(0);
    expect(b.get(accounts.escrow('vo-1'))).toBe(0);
  });

  it('leaves the vendor owing when a refund takes back more than they still have (paid out meanwhile)', () => {
    const vo: HeldVendorOrder = {
      vendorOrderId: 'vo-1',
      vendorId: 'v-1',
      buyerId: 'b-1',
      subtotalCents: 10_000,
      shippingCents: 0,
      buyerFeeCents: 0,
    };
    const b = new Map<string, number>();
    apply(b, holdPostings(vo));
    apply(b, milestoneReleasePostings(vo, 3_000)); // a 30% deposit: $28.50 to the vendor
    apply(b, [
      { account: accounts.payable('v-1'), amountCents: -2_850 },
      { account: accounts.paidOut('v-1'), amountCents: 2_850 },
    ]);
    // a partial refund of $80: escrow holds $70 of goods, so $10 comes back from the vendor (less its fee)
    apply(b, partialRefundPostings({ ...vo, releasedGoodsCents: 3_000 }, 8_000));
    expect(b.get(accounts.refunds('b-1'))).toBe(8_000);
    // the vendor keeps $20 of goods in all: $19 after the fee; $28.50 was paid out
    expect(b.get(accounts.payable('v-1'))).toBe(1_900 - 2_850);
  });

  it('refuses a release at shipment of nothing, of more than the goods, or beyond what was already released', () => {
    const vo: HeldVendorOrder = {
      vendorOrderId: 'vo-1',
      vendorId: 'v-1',
      buyerId: 'b-1',
      subtotalCents: 10_000,
      buyerFeeCents: 0,
    };
    expect(() => milestoneReleasePostings(vo, 0)).toThrow(RangeError);
    expect(() => milestoneReleasePostings(vo, 10_001)).toThrow(RangeError);
    expect(() => milestoneReleasePostings(vo, 1.5)).toThrow(RangeError);
    expect(() => milestoneReleasePostings({ ...vo, releasedGoodsCents: 9_000 }, 1_001)).toThrow(RangeError);
    expect(milestoneReleasePostings({ ...vo, releasedGoodsCents: 9_000 }, 1_000).length).toBeGreaterThan(0);
  });

  it('a quality claim after the release leaves the buyer, the fees and the vendor where a partial refund would', () => {
    fc.assert(
      fc.property(voArb, fc.double({ min: 0, max: 1, noNaN: true }), (vo, share) => {
        if (vo.subtotalCents < 2) return;
        const r = Math.min(vo.subtotalCents - 1, Math.max(1, Math.floor(vo.subtotalCents * share)));
        const claimed = new Map<string, number>();
        apply(claimed, holdPostings(vo));
        apply(claimed, releasePostings(vo));
        apply(claimed, claimRefundPostings(vo, r));
        const before = new Map<string, number>();
        apply(before, holdPostings(vo));
        apply(before, partialRefundPostings(vo, r));
        const at = (m: Map<string, number>, k: string) => m.get(k) ?? 0;
        for (const k of [
          accounts.refunds(vo.buyerId),
          accounts.sellerFees(vo.vendorId),
          accounts.buyerFees,
          accounts.escrow(vo.vendorOrderId),
          accounts.clearing,
        ])
          expect([k, at(claimed, k)]).toEqual([k, at(before, k)]);
        // the vendor's share of the sale is the same; the labels were recovered at the release and stay so (when a
        // label cost more than the kept goods, the claim takes the difference from the vendor's balance)
        const vendorAndLabels = (m: Map<string, number>) =>
          at(m, accounts.payable(vo.vendorId)) + at(m, accounts.labels(vo.vendorId));
        expect(vendorAndLabels(claimed)).toBe(vendorAndLabels(before));
        if (!vo.labelCents)
          expect(at(claimed, accounts.payable(vo.vendorId))).toBe(at(before, accounts.payable(vo.vendorId)));
      }),
      { numRuns: 2000 },
    );
    const vo: HeldVendorOrder = {
      vendorOrderId: 'v',
      vendorId: 'v-1',
      buyerId: 'b',
      subtotalCents: 100,
      buyerFeeCents: 0,
    };
    expect(() => claimRefundPostings(vo, 0)).toThrow(RangeError);
    expect(() => claimRefundPostings(vo, 101)).toThrow(RangeError);
    expect(claimRefundPostings(vo, 100).find((p) => p.account === accounts.refunds('b'))?.amountCents).toBe(100);
  });
});
