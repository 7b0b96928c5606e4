/**
 * A vendor's statements equal the escrow ledger, to the cent: 50 random orders (USD and NGN, with shipping and labels)
 * held, released, refunded in full or in part, payouts and payout reversals, written through the escrow module's
 * operations to a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL) over three months. For each month and
 * currency: opening + lines = closing, closing = the sum of the vendor's payable entries before the month's end (SQL on
 * the ledger itself), next opening = this closing, the breakdown equals what the posting rules say happened, and the
 * CSV's rows add up to the same figures. The last closing equals the vendor's available balance (money figures).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { sellerFee } from '@app/shared/fees';
import type { StatementDto } from '@app/shared/billing';
import { queryRows, type Database } from '../../db/client.ts';
import { openTestDatabase } from '../../../test/harness.ts';
import * as escrow from '../escrow/escrow.service.ts';
import { post } from '../escrow/escrow.repository.ts';
import { vendorMoneyFigures } from '../escrow/use-cases/money-figures.ts';
import { loadStatement } from './statement-data.ts';
import { linesOfMovements, monthRange, statementCurrencies } from './statement-lines.ts';
import { renderStatementCsv } from './statement-csv.ts';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(async () => {
  await drop();
});

const MONTHS = ['2027-09', '2027-10', '2027-11'];
const START = Date.UTC(2027, 8, 1);
const END = Date.UTC(2027, 11, 1);

interface Expect {
  goods: number;
  fees: number;
  shipping: number;
  labels: number;
  refunds: number;
  payouts: number;
  reversals: number;
}
const zero = (): Expect => ({ goods: 0, fees: 0, shipping: 0, labels: 0, refunds: 0, payouts: 0, reversals: 0 });

/** The vendor's payable balance per currency before `to`, summed by SQL straight from the ledger entries. */
async function ledgerBalance(vendorId: string, currency: string, to: Date): Promise<number> {
  const [row] = await queryRows<{ b: string }>(
    database.db,
    sql`select coalesce(sum(e.amount_cents), 0)::text as b from ledger_entries e
        join ledger_transactions t on t.id = e.transaction_id
        where e.account = ${`vendor_payable:${vendorId}`} and e.currency = ${currency}
          and t.created_at < ${to.toISOString()}`,
  );
  return Number(row!.b);
}

function csvSums(csv: string): Map<string, { opening: number; sum: number; closing: number; rows: number }> {
  const rows = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .slice(1)
    .map((r) => r.split(','));
  const out = new Map<string, { opening: number; sum: number; closing: number; rows: number }>();
  const cents = (s: string) => Math.round(Number(s) * 100);
  for (const r of rows) {
    const c = out.get(r[0]!) ?? { opening: 0, sum: 0, closing: 0, rows: 0 };
    if (r[2] === 'Opening balance') c.opening = cents(r[11]!);
    else if (r[2] === 'Closing balance') c.closing = cents(r[11]!);
    else {
      c.sum += cents(r[10]!);
      c.rows += 1;
    }
    out.set(r[0]!, c);
  }
  return out;
}

describe('a vendor statement after 50 random orders, refunds and payouts', () => {
  it('equals the ledger to the cent, month by month and currency by currency', async () => {
    const vendorId = randomUUID();
    const otherVendor = randomUUID();
    const buyerId = randomUUID();
    const db = database.db;
    const seed = 20270901;
    const [orders, settleDraws, payoutDraws] = fc.sample(
      fc.tuple(
        fc.array(
          fc.record({
            subtotal: fc.integer({ min: 2, max: 3_000_00 }),
            fee: fc.integer({ min: 0, max: 300_00 }),
            shipping: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 500_00 })),
            label: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 900_00 })),
            ngn: fc.boolean(),
            other: fc.integer({ min: 0, max: 9 }),
            heldAt: fc.integer({ min: START, max: END - 1 }),
            after: fc.integer({ min: 0, max: 40 * 86_400_000 }),
            outcome: fc.constantFrom('release', 'release', 'release', 'partial', 'refund', 'held'),
            share: fc.double({ min: 0, max: 1, noNaN: true }),
          }),
          { minLength: 50, maxLength: 50 },
        ),
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 50, maxLength: 50 }),
        fc.array(
          fc.record({
            at: fc.integer({ min: START, max: END - 1 }),
            share: fc.double({ min: 0, max: 1, noNaN: true }),
          }),
          { minLength: 12, maxLength: 12 },
        ),
      ),
      { seed, numRuns: 1 },
    )[0]!;
    expect(settleDraws).toHaveLength(50);

    // Events in time order; month edges on purpose: the last millisecond of a month and the first of the next.
    type Ev = { at: number; run: () => Promise<void> };
    const events: Ev[] = [];
    const model = new Map<string, number>(); // available balance per currency, as the rules say
    const months = new Map<string, Expect>(); // `${month}:${currency}`
    const exp = (at: number, currency: string) => {
      const key = `${new Date(at).toISOString().slice(0, 7)}:${currency}`;
      if (!months.has(key)) months.set(key, zero());
      return months.get(key)!;
    };
    const shippingOf = new Map<string, { currency: string; shippingMinor: number }>();
    orders.forEach((o, i) => {
      const currency = o.ngn ? 'NGN' : 'USD';
      const vo = {
        vendorOrderId: randomUUID(),
        vendorId: o.other === 0 ? otherVendor : vendorId,
        buyerId,
        subtotalCents: o.subtotal,
        buyerFeeCents: o.fee,
        shippingCents: o.shipping,
        labelCents: o.label,
        currency,
      };
      shippingOf.set(vo.vendorOrderId, { currency, shippingMinor: o.shipping });
      const heldAt = i === 0 ? Date.UTC(2027, 9, 1) - 1 : o.heldAt;
      const settleAt = i === 1 ? Date.UTC(2027, 9, 1) : Math.min(END - 1, heldAt + o.after);
      const ctx = (at: number) => ({ orderId: randomUUID(), at: new Date(at) });
      events.push({ at: heldAt, run: () => db.transaction((tx) => escrow.hold(tx, vo, ctx(heldAt))).then(() => {}) });
      if (o.outcome === 'held') return;
      events.push({
        at: settleAt,
        run: async () => {
          const mine = vo.vendorId === vendorId;
          let goods = vo.subtotalCents;
          if (o.outcome === 'refund') {
            await db.transaction((tx) => escrow.refund(tx, vo, ctx(settleAt)));
            return;
          }
          if (o.outcome === 'partial') {
            const refund = 1 + Math.floor(o.share * (vo.subtotalCents - 2));
            goods = vo.subtotalCents - refund;
            await db.transaction((tx) => escrow.partialRefund(tx, vo, refund, ctx(settleAt)));
            if (mine) exp(settleAt, currency).refunds += refund;
          } else await db.transaction((tx) => escrow.release(tx, vo, ctx(settleAt)));
          if (!mine) return;
          const fee = sellerFee(goods);
          const gross = goods - fee + o.shipping;
          const label = Math.min(o.label, gross);
          const e = exp(settleAt, currency);
          e.goods += goods;
          e.fees += fee;
          e.shipping += o.shipping;
          e.labels += label;
          model.set(currency, (model.get(currency) ?? 0) + gross - label);
        },
      });
    });
    payoutDraws.forEach((p, n) => {
      events.push({
        at: p.at,
        run: async () => {
          const amount = Math.floor(p.share * (model.get('USD') ?? 0));
          if (amount <= 0) return;
          await db.transaction((tx) => escrow.payout(tx, vendorId, amount, `BANK-${n}`, { at: new Date(p.at) }));
          model.set('USD', model.get('USD')! - amount);
          exp(p.at, 'USD').payouts -= amount;
          if (n % 4 !== 0) return;
          // Every fourth payout bounces back a day later: the generic PAYOUT_REVERSAL kind.
          const back = Math.min(END - 1, p.at + 86_400_000);
          await post(db, {
            kind: 'PAYOUT_REVERSAL',
            idempotencyKey: `payout-reversal:${vendorId}:BANK-${n}`,
            postings: [
              { account: `vendor_payable:${vendorId}`, amountCents: amount },
              { account: `vendor_paid_out:${vendorId}`, amountCents: -amount },
            ],
            memo: `BANK-${n}`,
            at: new Date(back),
          });
          model.set('USD', model.get('USD')! + amount);
          exp(back, 'USD').reversals += amount;
        },
      });
    });
    events.sort((a, b) => a.at - b.at);
    for (const e of events) await e.run();

    let previous: StatementDto['currencies'] | null = null;
    let checkedLines = 0;
    for (const month of MONTHS) {
      const { from, to } = monthRange(month);
      const statement = await loadStatement(db, { id: vendorId, name: 'Ama Owusu' }, month, new Date(END + 1));
      expect(statement.complete).toBe(true);
      expect(statement.currencies.map((c) => c.currency)).toEqual(['USD', 'NGN']);
      // The breakdown, with the shipping each vendor order held (these orders exist in the ledger only).
      const moves = await escrow.vendorAccountMovements(db, vendorId, from, to);
      const split = statementCurrencies(
        moves.opening,
        linesOfMovements(moves.entries, moves.accounts, (id) => shippingOf.get(id)),
      );
      const csv = csvSums(renderStatementCsv({ ...statement, number: 'ST-000001' }, 'en'));
      for (const c of statement.currencies) {
        const lines = c.lines.reduce((s, l) => s + l.amountMinor, 0);
        expect(c.openingMinor + lines, `${month} ${c.currency}`).toBe(c.closingMinor);
        expect(c.openingMinor).toBe(await ledgerBalance(vendorId, c.currency, from));
        expect(c.closingMinor).toBe(await ledgerBalance(vendorId, c.currency, to));
        expect(c.lines.at(-1)?.balanceMinor ?? c.openingMinor).toBe(c.closingMinor);
        const before = previous?.find((p) => p.currency === c.currency);
        if (previous) expect(c.openingMinor).toBe(before?.closingMinor ?? 0);
        const t = c.totals;
        expect(t.netMinor).toBe(c.closingMinor - c.openingMinor);
        expect(
          t.goodsMinor -
            t.sellerFeesMinor +
            t.shippingMinor -
            t.labelsMinor +
            t.payoutsMinor +
            t.reversalsMinor +
            t.otherMinor,
        ).toBe(t.netMinor);

        const e = months.get(`${month}:${c.currency}`) ?? zero();
        const s = split.find((x) => x.currency === c.currency)!;
        expect(s.closingMinor).toBe(c.closingMinor);
        expect({
          goods: s.totals.goodsMinor,
          fees: s.totals.sellerFeesMinor,
          shipping: s.totals.shippingMinor,
          labels: s.totals.labelsMinor,
          refunds: s.totals.refundedToBuyersMinor,
          payouts: s.totals.payoutsMinor,
          reversals: s.totals.reversalsMinor,
        }).toEqual(e);
        expect(s.totals.otherMinor).toBe(0);
        for (const l of s.lines) {
          if (l.kind === 'RELEASE' || l.kind === 'PARTIAL_REFUND')
            expect(l.goodsMinor - l.sellerFeeMinor + l.shippingMinor - l.labelMinor).toBe(l.amountMinor);
          else expect(l.reference).toMatch(/^BANK-\d+$/);
        }
        checkedLines += c.lines.length;

        const rows = csv.get(c.currency)!;
        expect(rows.rows).toBe(c.lines.length);
        expect(rows.opening).toBe(c.openingMinor);
        expect(rows.opening + rows.sum).toBe(rows.closing);
        expect(rows.closing).toBe(c.closingMinor);
      }
      previous = statement.currencies;
    }
    expect(checkedLines).toBeGreaterThan(20);

    // The last closing is the vendor's available balance in the money figures (Settings > Billing), per currency.
    const figures = await vendorMoneyFigures(db, vendorId, []);
    expect(previous!.find((c) => c.currency === 'USD')!.closingMinor).toBe(figures.availableCents);
    expect(previous!.find((c) => c.currency === 'NGN')!.closingMinor).toBe(
      figures.otherCurrencies.find((c) => c.currency === 'NGN')!.availableCents,
    );
    expect(previous!.map((c) => c.closingMinor)).toEqual([model.get('USD') ?? 0, model.get('NGN') ?? 0]);
  }, 120_000);
});
