/**
 * The escrow ledger with a payment plan's tranches (issue 18), as a model over the pure posting rules: a deposit held
 * at order, a balance held later (or never), then one settlement: release, full refund or partial refund. Whatever the
 * amounts, the currency and the order of events: every transaction balances, the vendor order's escrow account ends
 * at zero, what is released plus what is refunded is exactly what was paid, and the refund taken from each payment
 * (tranche) never exceeds what that payment brought in.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  accounts,
  holdPostings,
  partialRefundPostings,
  refundPostings,
  releasePostings,
  type Posting,
} from '../escrow/ledger-rules.ts';
import { balanceHeld, goodsInSettlement, heldVendorOrder } from './held-vendor-order.ts';
import type * as repo from './orders.repository.ts';
import { splitRefund, type RefundSource } from './refund-sources.ts';

type Settlement = { kind: 'RELEASE' } | { kind: 'REFUND' } | { kind: 'PARTIAL'; share: number };

const scenario = fc.record({
  local: fc.boolean(),
  depositGoods: fc.integer({ min: 1, max: 50_000_000 }),
  balanceGoods: fc.integer({ min: 0, max: 50_000_000 }),
  shipping: fc.integer({ min: 0, max: 2_000_000 }),
  fee: fc.integer({ min: 0, max: 3_000_000 }),
  labels: fc.integer({ min: 0, max: 3_000_000 }),
  withBalance: fc.boolean(),
  balancePaid: fc.boolean(),
  settlement: fc.oneof(
    fc.constant<Settlement>({ kind: 'RELEASE' }),
    fc.constant<Settlement>({ kind: 'REFUND' }),
    fc.double({ min: 0.01, max: 0.99, noNaN: true }).map<Settlement>((share) => ({ kind: 'PARTIAL', share })),
  ),
});

function apply(ledger: Map<string, number>, postings: Posting[]): void {
  expect(postings.reduce((s, p) => s + p.amountCents, 0)).toBe(0);
  for (const p of postings) ledger.set(p.account, (ledger.get(p.account) ?? 0) + p.amountCents);
}

describe('escrow ledger with payment-plan tranches (model)', () => {
  it('never releases plus refunds more than was paid, per tranche, and leaves nothing in escrow', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const withBalance = s.withBalance && s.balanceGoods + s.shipping > 0;
        const goods = s.depositGoods + (withBalance ? s.balanceGoods : 0);
        // the same figures in USD and (when local) in the currency received: the rules must not care which
        const vo = {
          id: 'vo-1',
          vendorId: 'vendor-1',
          subtotalCents: goods,
          buyerFeeCents: s.fee,
          shippingCents: s.shipping,
          labelCostCents: s.labels,
          settlementCurrency: s.local ? 'NGN' : 'USD',
          heldSubtotalMinor: s.local ? goods : null,
          heldShippingMinor: s.local ? s.shipping : null,
          heldBuyerFeeMinor: s.local ? s.fee : null,
          balanceStatus: (withBalance ? 'PENDING' : 'NONE') as repo.VendorOrderRow['balanceStatus'],
          balanceGoodsCents: withBalance ? s.balanceGoods : 0,
          balanceGoodsMinor: withBalance && s.local ? s.balanceGoods : null,
        };
        const ledger = new Map<string, number>();
        // at order: the deposit and fee (everything when no balance)
        const deposit = heldVendorOrder(vo, 'buyer-1');
        apply(ledger, holdPostings(deposit));
        const depositPaid = deposit.subtotalCents + (deposit.shippingCents ?? 0) + deposit.buyerFeeCents;
        let balancePaid = 0;
        let now = vo;
        if (withBalance && s.balancePaid) {
          const balance = balanceHeld(vo, 'buyer-1');
          apply(ledger, holdPostings(balance));
          balancePaid = balance.subtotalCents + (balance.shippingCents ?? 0);
          now = { ...vo, balanceStatus: 'PAID' };
        }
        const held = heldVendorOrder(now, 'buyer-1');
        const paid = depositPaid + balancePaid;
        expect(ledger.get(accounts.escrow('vo-1'))).toBe(paid);
        // goods ship (and so release) only once everything is held
        const settlement: Settlement =
          s.settlement.kind === 'RELEASE' && withBalance && !s.balancePaid ? { kind: 'REFUND' } : s.settlement;
        let refunded = 0;
        if (settlement.kind === 'RELEASE') apply(ledger, releasePostings(held));
        else if (settlement.kind === 'REFUND') {
          apply(ledger, refundPostings(held));
          refunded = paid;
        } else if (held.subtotalCents > 1) {
          const usd = Math.min(held.subtotalCents - 1, Math.max(1, Math.round(held.subtotalCents * settlement.share)));
          const minor = goodsInSettlement(now, usd);
          apply(ledger, partialRefundPostings(held, minor));
          refunded = minor;
        } else {
          apply(ledger, refundPostings(held));
          refunded = paid;
        }
        expect(ledger.get(accounts.escrow('vo-1'))).toBe(0);
        expect(ledger.get(accounts.refunds('buyer-1')) ?? 0).toBe(refunded);
        const released =
          (ledger.get(accounts.payable('vendor-1')) ?? 0) +
          (ledger.get(accounts.sellerFees('vendor-1')) ?? 0) +
          (ledger.get(accounts.buyerFees) ?? 0) +
          (ledger.get(accounts.labels('vendor-1')) ?? 0);
        expect(released + refunded).toBe(paid);
        expect(released).toBeGreaterThanOrEqual(0);
        // per tranche: the refund goes back through the payments that brought the money, never more than each did
        const sources: RefundSource[] = [
          ...(balancePaid > 0
            ? [{ provider: 'p', captureId: 'balance', amountMinor: balancePaid, currency: 'X', suffix: '-balance' }]
            : []),
          { provider: 'p', captureId: 'order', amountMinor: depositPaid, currency: 'X', suffix: '' },
        ];
        const parts = splitRefund(sources, refunded);
        expect(parts.reduce((sum, p) => sum + p.refundMinor, 0)).toBe(refunded);
        for (const p of parts) {
          expect(p.refundMinor).toBeGreaterThan(0);
          expect(p.refundMinor).toBeLessThanOrEqual(p.amountMinor);
        }
      }),
      { numRuns: 500 },
    );
  });
});
