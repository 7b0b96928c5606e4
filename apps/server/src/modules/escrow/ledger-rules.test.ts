import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sellerFee } from '@app/shared/fees';
import { assertEscrowTransition, type EscrowStatus } from './escrow-state.ts';
import {
  accounts,
  holdPostings,
  partialRefundPostings,
  payoutPostings,
  refundPaidPostings,
  refundPostings,
  releasePostings,
  type HeldVendorOrder,
  type Posting,
} from './ledger-rules.ts';

/** An in-memory ledger that applies the rules the way the service does (state machine + idempotency keys). */
class ModelLedger {
  balances = new Map<string, number>();
  keys = new Set<string>();
  status = new Map<string, EscrowStatus | 'NEW'>();
  held = new Map<string, number>();
  paidBack = new Map<string, number>();

  post(key: string, postings: Posting[]): boolean {
    if (this.keys.has(key)) return false;
    expect(postings.reduce((s, p) => s + p.amountCents, 0)).toBe(0);
    this.keys.add(key);
    for (const p of postings) this.balances.set(p.account, (this.balances.get(p.account) ?? 0) + p.amountCents);
    return true;
  }
  bal(account: string): number {
    return this.balances.get(account) ?? 0;
  }
  transition(vo: HeldVendorOrder, to: EscrowStatus, postings: () => Posting[], key: string): boolean {
    const from = this.status.get(vo.vendorOrderId) ?? 'NEW';
    if (from === 'NEW') return false;
    try {
      assertEscrowTransition(from, to);
    } catch {
      return false;
    }
    if (!this.post(key, postings())) return false;
    this.status.set(vo.vendorOrderId, to);
    return true;
  }
}

const voArb = fc.record({
  subtotalCents: fc.integer({ min: 1, max: 100_000_00 }),
  buyerFeeCents: fc.integer({ min: 0, max: 10_000_00 }),
  shippingCents: fc.integer({ min: 0, max: 5_000_00 }),
  // labels bought through us: none, less than the shipping, or more (paid from the goods' money, never below zero)
  labelCents: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 20_000_00 })),
  vendor: fc.integer({ min: 0, max: 3 }),
  buyer: fc.integer({ min: 0, max: 3 }),
});

const opArb = fc.oneof(
  fc.record({ op: fc.constant('hold' as const), i: fc.nat() }),
  fc.record({ op: fc.constant('release' as const), i: fc.nat() }),
  fc.record({ op: fc.constant('refund' as const), i: fc.nat() }),
  fc.record({ op: fc.constant('partial' as const), i: fc.nat(), share: fc.double({ min: 0, max: 1, noNaN: true }) }),
  fc.record({ op: fc.constant('refundPaid' as const), i: fc.nat() }),
  fc.record({ op: fc.constant('payout' as const), i: fc.nat(), share: fc.double({ min: 0, max: 1, noNaN: true }) }),
  fc.record({ op: fc.constant('replay' as const), i: fc.nat() }),
);

describe('escrow ledger model', () => {
  it('keeps every invariant over thousands of random hold/release/refund/payout sequences', () => {
    fc.assert(
      fc.property(fc.array(voArb, { minLength: 1, maxLength: 6 }), fc.array(opArb, { maxLength: 40 }), (vos, ops) => {
        const ledger = new ModelLedger();
        const orders: HeldVendorOrder[] = vos.map((v, n) => ({
          vendorOrderId: `vo${n}`,
          vendorId: `v${v.vendor}`,
          buyerId: `b${v.buyer}`,
          subtotalCents: v.subtotalCents,
          buyerFeeCents: v.buyerFeeCents,
          shippingCents: v.shippingCents,
          labelCents: v.labelCents,
        }));
        const applied: string[] = [];
        for (const o of ops) {
          const vo = orders[o.i % orders.length]!;
          const id = vo.vendorOrderId;
          switch (o.op) {
            case 'hold':
              if (ledger.post(`hold:${id}`, holdPostings(vo))) {
                ledger.status.set(id, 'HELD');
                // goods + shipping + fees = what the buyer paid for this part
                ledger.held.set(id, vo.subtotalCents + (vo.shippingCents ?? 0) + vo.buyerFeeCents);
                applied.push(`hold:${id}`);
              }
              break;
            case 'release':
              ledger.transition(vo, 'RELEASED', () => releasePostings(vo), `release:${id}`);
              break;
            case 'refund':
              ledger.transition(vo, 'REFUNDED', () => refundPostings(vo), `refund:${id}`);
              break;
            case 'partial': {
              if (vo.subtotalCents < 2) break;
              const r = 1 + Math.floor(o.share * (vo.subtotalCents - 2));
              ledger.transition(vo, 'PARTIALLY_REFUNDED', () => partialRefundPostings(vo, r), `partial:${id}`);
              break;
            }
            case 'refundPaid': {
              const owed = ledger.bal(accounts.refunds(vo.buyerId));
              if (owed > 0) ledger.post(`paid:${vo.buyerId}:${applied.length}`, refundPaidPostings(vo.buyerId, owed));
              applied.push('paid');
              break;
            }
            case 'payout': {
              const available = ledger.bal(accounts.payable(vo.vendorId));
              const amount = Math.floor(o.share * available);
              if (amount > 0)
                ledger.post(`payout:${vo.vendorId}:${applied.length}`, payoutPostings(vo.vendorId, amount));
              applied.push('payout');
              break;
            }
            case 'replay':
              // Replaying any earlier operation's key changes nothing.
              for (const k of [`hold:${id}`, `release:${id}`, `refund:${id}`, `partial:${id}`]) {
                const before = new Map(ledger.balances);
                if (ledger.keys.has(k)) {
                  expect(ledger.post(k, holdPostings(vo))).toBe(false);
                  expect(ledger.balances).toEqual(before);
                }
              }
              break;
          }
          // Invariants after every step:
          let total = 0;
          for (const [account, b] of ledger.balances) {
            total += b;
            if (
              account.startsWith('escrow:') ||
              account.startsWith('vendor_payable:') ||
              account.startsWith('buyer_refunds:') ||
              account.startsWith('vendor_paid_out:') ||
              account.startsWith('shipping_labels:') ||
              account.startsWith(accounts.feesPrefix)
            ) {
              expect(b, account).toBeGreaterThanOrEqual(0);
            }
          }
          expect(total).toBe(0);
          for (const v of orders) {
            const status = ledger.status.get(v.vendorOrderId);
            const escrow = ledger.bal(accounts.escrow(v.vendorOrderId));
            const held = ledger.held.get(v.vendorOrderId) ?? 0;
            if (status === 'HELD') expect(escrow).toBe(held);
            else expect(escrow).toBe(0); // released + refunded never exceed what was held
          }
        }
        // Money out of escrow equals money into payable + fees + refunds.
        const released = [...ledger.balances]
          .filter(([a]) => a.startsWith('vendor_payable:') || a.startsWith('vendor_paid_out:'))
          .reduce((s, [, b]) => s + b, 0);
        const refunded = [...ledger.balances]
          .filter(([a]) => a.startsWith('buyer_refunds:'))
          .reduce((s, [, b]) => s + b, 0);
        const escrowed = [...ledger.balances].filter(([a]) => a.startsWith('escrow:')).reduce((s, [, b]) => s + b, 0);
        const fees = [...ledger.balances]
          .filter(([a]) => a.startsWith(accounts.feesPrefix))
          .reduce((s, [, b]) => s + b, 0);
        const labels = [...ledger.balances]
          .filter(([a]) => a.startsWith('shipping_labels:'))
          .reduce((s, [, b]) => s + b, 0);
        // A label is never charged above its cost.
        for (const v of orders)
          expect(ledger.bal(accounts.labels(v.vendorId))).toBeLessThanOrEqual(
            orders.filter((o) => o.vendorId === v.vendorId).reduce((s, o) => s + (o.labelCents ?? 0), 0),
          );
        expect(ledger.bal(accounts.legacyFees)).toBe(0);
        expect(0 - ledger.bal(accounts.clearing)).toBe(released + refunded + escrowed + fees + labels);
      }),
      { numRuns: 3000 },
    );
  });

  it('releases the goods value minus 5% to the vendor and keeps both fees for the platform, each in its account', () => {
    const vo = { vendorOrderId: 'x', vendorId: 'v', buyerId: 'b', subtotalCents: 20000, buyerFeeCents: 2000 };
    expect(releasePostings(vo)).toEqual([
      { account: 'escrow:x', amountCents: -22000 },
      { account: 'vendor_payable:v', amountCents: 19000 },
      { account: 'platform_fees:seller:v', amountCents: 1000 },
      { account: 'platform_fees:buyer', amountCents: 2000 },
    ]);
    expect(sellerFee(20000)).toBe(1000);
    expect(partialRefundPostings(vo, 5000)).toEqual([
      { account: 'escrow:x', amountCents: -22000 },
      { account: 'buyer_refunds:b', amountCents: 5000 },
      { account: 'vendor_payable:v', amountCents: 14250 },
      { account: 'platform_fees:seller:v', amountCents: 750 },
      { account: 'platform_fees:buyer', amountCents: 2000 },
    ]);
    expect(() => partialRefundPostings(vo, 20000)).toThrow(RangeError);
  });

  it('releases the shipping with the goods (no seller fee on it) and takes the labels bought through us from it', () => {
    const vo = {
      vendorOrderId: 'x',
      vendorId: 'v',
      buyerId: 'b',
      subtotalCents: 20000,
      shippingCents: 4500,
      buyerFeeCents: 2000,
      labelCents: 4200,
    };
    expect(holdPostings(vo)).toEqual([
      { account: 'provider_clearing', amountCents: -26500 },
      { account: 'escrow:x', amountCents: 26500 },
    ]);
    expect(releasePostings(vo)).toEqual([
      { account: 'escrow:x', amountCents: -26500 },
      { account: 'vendor_payable:v', amountCents: 20000 - 1000 + 4500 - 4200 },
      { account: 'platform_fees:seller:v', amountCents: 1000 },
      { account: 'platform_fees:buyer', amountCents: 2000 },
      { account: 'shipping_labels:v', amountCents: 4200 },
    ]);
    // A label dearer than the shipping collected: the difference comes from the goods' money.
    expect(releasePostings({ ...vo, labelCents: 6000 })[1]).toEqual({
      account: 'vendor_payable:v',
      amountCents: 20000 - 1000 + 4500 - 6000,
    });
    // A full refund gives the buyer everything back, shipping included.
    expect(refundPostings(vo)).toEqual([
      { account: 'escrow:x', amountCents: -26500 },
      { account: 'buyer_refunds:b', amountCents: 26500 },
    ]);
  });

  it('allows escrow transitions only from HELD', () => {
    expect(() => assertEscrowTransition('HELD', 'RELEASED')).not.toThrow();
    expect(() => assertEscrowTransition('RELEASED', 'REFUNDED')).toThrow(/cannot become refunded/);
    expect(() => assertEscrowTransition('REFUNDED', 'HELD')).toThrow();
  });
});
