/**
 * The money read model against a model of the ledger rules, over random sequences of hold, release, refund, partial
 * refund, refund paid and payout written to a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL). Orders
 * carry shipping (issue 17) and sometimes labels bought through us, cheaper or dearer than the shipping collected.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sellerFee } from '@app/shared/fees';
import type { Database } from '../../db/client.ts';
import { openTestDatabase } from '../../../test/harness.ts';
import * as escrow from './escrow.service.ts';
import type { HeldVendorOrder } from './ledger-rules.ts';
import { platformMoneyFigures, vendorMoneyFigures } from './use-cases/money-figures.ts';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(async () => {
  await drop();
});

const voArb = fc.record({
  subtotalCents: fc.integer({ min: 2, max: 5_000_00 }),
  buyerFeeCents: fc.integer({ min: 0, max: 500_00 }),
  shippingCents: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 800_00 })),
  labelCents: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 1_500_00 })),
  vendor: fc.integer({ min: 0, max: 1 }),
});
const opArb = fc.record({
  op: fc.constantFrom('hold', 'release', 'refund', 'partial', 'refundPaid', 'payout'),
  i: fc.nat(),
  share: fc.double({ min: 0, max: 1, noNaN: true }),
});

interface Expected {
  paidIntoEscrowCents: number;
  releasedToVendorsCents: number;
  refundedToBuyersCents: number;
  buyerCents: number;
  sellerCents: number;
  paidOutCents: number;
  labelsCents: number;
}

/** The vendor's share of releasing `goods` of an order: goods - 5% + shipping - labels (never below zero). */
function shareOf(vo: HeldVendorOrder, goods: number): { vendor: number; label: number } {
  const gross = goods - sellerFee(goods) + (vo.shippingCents ?? 0);
  const label = Math.min(vo.labelCents ?? 0, gross);
  return { vendor: gross - label, label };
}

let run = 0;

describe('money figures over random ledger histories', () => {
  it('platform and vendor figures equal what the rules say happened, and every cent paid in is accounted for', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(voArb, { minLength: 1, maxLength: 5 }),
        fc.array(opArb, { maxLength: 25 }),
        async (vos, ops) => {
          run += 1;
          // Each history at its own instant: a report on [at, at + 1 ms) holds this history's flows only.
          const at = new Date(Date.UTC(2027, 0, 1) + run * 60_000);
          const vendors = [randomUUID(), randomUUID()];
          const buyerId = randomUUID();
          const orders: HeldVendorOrder[] = vos.map((v) => ({
            vendorOrderId: randomUUID(),
            vendorId: vendors[v.vendor]!,
            buyerId,
            subtotalCents: v.subtotalCents,
            buyerFeeCents: v.buyerFeeCents,
            shippingCents: v.shippingCents,
            labelCents: v.labelCents,
          }));
          const status = new Map<string, 'HELD' | 'DONE'>();
          const exp: Expected = {
            paidIntoEscrowCents: 0,
            releasedToVendorsCents: 0,
            refundedToBuyersCents: 0,
            buyerCents: 0,
            sellerCents: 0,
            paidOutCents: 0,
            labelsCents: 0,
          };
          const payable = new Map<string, number>();
          const paidOut = new Map<string, number>();
          const sellerFees = new Map<string, number>();
          const labels = new Map<string, number>();
          let owed = 0;
          const credit = (m: Map<string, number>, k: string, c: number) => m.set(k, (m.get(k) ?? 0) + c);
          const ctx = { orderId: randomUUID(), at };
          const db = database.db;

          for (const [n, o] of ops.entries()) {
            const vo = orders[o.i % orders.length]!;
            // goods + shipping + fees = what the buyer paid for this part
            const gross = vo.subtotalCents + (vo.shippingCents ?? 0) + vo.buyerFeeCents;
            const held = status.get(vo.vendorOrderId) === 'HELD';
            if (o.op === 'hold' && !status.has(vo.vendorOrderId)) {
              await db.transaction((tx) => escrow.hold(tx, vo, ctx));
              status.set(vo.vendorOrderId, 'HELD');
              exp.paidIntoEscrowCents += gross;
            } else if (o.op === 'release' && held) {
              await db.transaction((tx) => escrow.release(tx, vo, ctx));
              status.set(vo.vendorOrderId, 'DONE');
              const fee = sellerFee(vo.subtotalCents);
              const share = shareOf(vo, vo.subtotalCents);
              exp.releasedToVendorsCents += share.vendor;
              exp.sellerCents += fee;
              exp.buyerCents += vo.buyerFeeCents;
              exp.labelsCents += share.label;
              credit(payable, vo.vendorId, share.vendor);
              credit(sellerFees, vo.vendorId, fee);
              credit(labels, vo.vendorId, share.label);
            } else if (o.op === 'refund' && held) {
              await db.transaction((tx) => escrow.refund(tx, vo, ctx));
              status.set(vo.vendorOrderId, 'DONE');
              exp.refundedToBuyersCents += gross;
              owed += gross;
            } else if (o.op === 'partial' && held) {
              const refund = 1 + Math.floor(o.share * (vo.subtotalCents - 2));
              const kept = vo.subtotalCents - refund;
              await db.transaction((tx) => escrow.partialRefund(tx, vo, refund, ctx));
              status.set(vo.vendorOrderId, 'DONE');
              const share = shareOf(vo, kept);
              exp.refundedToBuyersCents += refund;
              exp.releasedToVendorsCents += share.vendor;
              exp.sellerCents += sellerFee(kept);
              exp.buyerCents += vo.buyerFeeCents;
              exp.labelsCents += share.label;
              owed += refund;
              credit(payable, vo.vendorId, share.vendor);
              credit(sellerFees, vo.vendorId, sellerFee(kept));
              credit(labels, vo.vendorId, share.label);
            } else if (o.op === 'refundPaid' && owed > 0) {
              const amount = Math.max(1, Math.floor(o.share * owed));
              await db.transaction((tx) => escrow.refundPaid(tx, buyerId, amount, `r-${run}-${n}`, ctx));
              owed -= amount;
            } else if (o.op === 'payout') {
              const amount = Math.floor(o.share * (payable.get(vo.vendorId) ?? 0));
              if (amount > 0) {
                await db.transaction((tx) => escrow.payout(tx, vo.vendorId, amount, `p-${run}-${n}`, { at }));
                credit(payable, vo.vendorId, -amount);
                credit(paidOut, vo.vendorId, amount);
                exp.paidOutCents += amount;
              }
            }
          }

          // This history's flows, from a report on its instant.
          const period = await platformMoneyFigures(db, { from: at, to: new Date(at.getTime() + 1) });
          expect(period).toMatchObject({
            paidIntoEscrowCents: exp.paidIntoEscrowCents,
            releasedToVendorsCents: exp.releasedToVendorsCents,
            refundedToBuyersCents: exp.refundedToBuyersCents,
            paidOutCents: exp.paidOutCents,
            labelsRecoveredCents: exp.labelsCents,
            fees: {
              buyerCents: exp.buyerCents,
              sellerCents: exp.sellerCents,
              totalCents: exp.buyerCents + exp.sellerCents,
            },
          });
          // Since the beginning, all histories together: every cent paid in is held, released, refunded, a fee or a
          // label's cost, and no balance is negative.
          const all = await platformMoneyFigures(db, { from: null, to: new Date(at.getTime() + 1) });
          expect(all.paidIntoEscrowCents).toBe(
            all.heldInEscrowCents +
              all.releasedToVendorsCents +
              all.refundedToBuyersCents +
              all.fees.totalCents +
              all.labelsRecoveredCents,
          );
          for (const figure of [all.heldInEscrowCents, all.awaitingPayoutCents, all.refundsOwedCents])
            expect(figure).toBeGreaterThanOrEqual(0);
          expect(all.releasedToVendorsCents).toBe(all.awaitingPayoutCents + all.paidOutCents);

          // Each vendor's figures.
          for (const vendorId of vendors) {
            const mine = orders.filter((vo) => vo.vendorId === vendorId);
            const heldNow = mine.filter((vo) => status.get(vo.vendorOrderId) === 'HELD');
            const v = await vendorMoneyFigures(db, vendorId, mine);
            expect(v).toEqual({
              currency: 'USD',
              otherCurrencies: [],
              heldCents: heldNow.reduce((s, vo) => s + shareOf(vo, vo.subtotalCents).vendor, 0),
              heldGrossCents: heldNow.reduce(
                (s, vo) => s + vo.subtotalCents + (vo.shippingCents ?? 0) + vo.buyerFeeCents,
                0,
              ),
              sellerFeeOnHeldCents: heldNow.reduce((s, vo) => s + sellerFee(vo.subtotalCents), 0),
              shippingOnHeldCents: heldNow.reduce((s, vo) => s + (vo.shippingCents ?? 0), 0),
              heldOrders: heldNow.length,
              releasedCents: (payable.get(vendorId) ?? 0) + (paidOut.get(vendorId) ?? 0),
              sellerFeesCents: sellerFees.get(vendorId) ?? 0,
              labelCostsCents: labels.get(vendorId) ?? 0,
              availableCents: payable.get(vendorId) ?? 0,
              paidOutCents: paidOut.get(vendorId) ?? 0,
            });
            expect(v.heldGrossCents).toBe(
              v.heldCents +
                v.sellerFeeOnHeldCents +
                heldNow.reduce((s, vo) => s + vo.buyerFeeCents + shareOf(vo, vo.subtotalCents).label, 0),
            );
          }
        },
      ),
      { numRuns: 40 },
    );
  }, 300_000);
});
