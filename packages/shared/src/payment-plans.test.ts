import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  goodsReleasedAtShipment,
  BALANCE_STATUSES,
  BALANCE_TRANSITIONS,
  dueSplit,
  PAYMENT_PLAN_IDS,
  PAYMENT_PLANS,
  planOf,
  planOfPart,
  splitGoods,
} from './payment-plans.ts';

const plan = fc.constantFrom(...PAYMENT_PLAN_IDS);

describe('payment plans', () => {
  it('are the terms vendors can choose, each with its deposit and when the balance is asked', () => {
    expect(Object.keys(PAYMENT_PLANS).sort()).toEqual([...PAYMENT_PLAN_IDS].sort());
    expect(PAYMENT_PLANS['30-70']).toMatchObject({ depositPct: 30, balanceDue: 'READY_TO_SHIP' });
    expect(PAYMENT_PLANS['50-50']).toMatchObject({ depositPct: 50, balanceDue: 'READY_TO_SHIP' });
    for (const id of ['escrow', 'advance', 'letter-of-credit'] as const)
      expect(PAYMENT_PLANS[id]).toMatchObject({ depositPct: 100, balanceDue: null, depositKeptIfBalanceUnpaid: false });
    expect(planOf('made-up').id).toBe('escrow');
    expect(planOf(null).id).toBe('escrow');
  });

  it('splits the goods into a deposit and a balance that add up, the deposit within a unit of its share', () => {
    fc.assert(
      fc.property(plan, fc.integer({ min: 0, max: 2_000_000_000 }), (id, goods) => {
        const p = planOf(id);
        const { depositMinor, balanceMinor } = splitGoods(p, goods);
        expect(depositMinor + balanceMinor).toBe(goods);
        expect(depositMinor).toBeGreaterThanOrEqual(0);
        expect(balanceMinor).toBeGreaterThanOrEqual(0);
        if (goods > 0) expect(depositMinor).toBeGreaterThanOrEqual(1);
        expect(Math.abs(depositMinor - (goods * p.depositPct) / 100)).toBeLessThanOrEqual(1);
        if (p.balanceDue === null) expect(balanceMinor).toBe(0);
      }),
    );
    expect(splitGoods(PAYMENT_PLANS['30-70'], 50_000)).toEqual({ depositMinor: 15_000, balanceMinor: 35_000 });
    expect(() => splitGoods(PAYMENT_PLANS['30-70'], -1)).toThrow(RangeError);
    expect(() => splitGoods(PAYMENT_PLANS['30-70'], 1.5)).toThrow(RangeError);
  });

  it('asks now and later exactly the total of goods, shipping and fee; later only under plans with a balance', () => {
    const part = fc.record({
      plan,
      goodsMinor: fc.integer({ min: 0, max: 100_000_000 }),
      shippingMinor: fc.integer({ min: 0, max: 1_000_000 }),
      feeMinor: fc.integer({ min: 0, max: 5_000_000 }),
    });
    fc.assert(
      fc.property(fc.array(part, { maxLength: 6 }), (parts) => {
        const { nowMinor, laterMinor } = dueSplit(parts);
        const total = parts.reduce((s, p) => s + p.goodsMinor + p.shippingMinor + p.feeMinor, 0);
        expect(nowMinor + laterMinor).toBe(total);
        const fees = parts.reduce((s, p) => s + p.feeMinor, 0);
        expect(nowMinor).toBeGreaterThanOrEqual(fees);
        if (parts.every((p) => planOf(p.plan).balanceDue === null)) expect(laterMinor).toBe(0);
      }),
    );
    // "Pay now: $150 deposit + $10 fee · Later: $350 and $75 shipping before shipment"
    expect(dueSplit([{ plan: '30-70', goodsMinor: 50_000, shippingMinor: 7_500, feeMinor: 1_000 }])).toEqual({
      nowMinor: 16_000,
      laterMinor: 42_500,
    });
  });

  it("follows, for one vendor's mixed part, the plan that asks most at order", () => {
    expect(planOfPart(['30-70', '50-50']).id).toBe('50-50');
    expect(planOfPart(['30-70', 'advance', 'escrow']).id).toBe('escrow');
    expect(planOfPart(['30-70', 'advance']).id).toBe('advance');
    expect(planOfPart(['30-70']).id).toBe('30-70');
    expect(planOfPart([]).id).toBe('escrow');
    fc.assert(
      fc.property(fc.array(plan, { minLength: 1, maxLength: 5 }), (terms) => {
        const chosen = planOfPart(terms);
        for (const t of terms) expect(chosen.depositPct).toBeGreaterThanOrEqual(planOf(t).depositPct);
      }),
    );
  });

  it('moves a balance only forward: asked, then paid, or cancelled before it is paid', () => {
    expect(Object.keys(BALANCE_TRANSITIONS).sort()).toEqual([...BALANCE_STATUSES].sort());
    expect(BALANCE_TRANSITIONS).toEqual({
      NONE: [],
      PENDING: ['DUE', 'CANCELLED'],
      DUE: ['PAID', 'CANCELLED'],
      PAID: [],
      CANCELLED: [],
    });
  });

  it('releases at shipment the deposit of a deposit plan, all the goods under advance, nothing under escrow', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), (goods) => {
        expect(goodsReleasedAtShipment(PAYMENT_PLANS.escrow, goods)).toBe(0);
        expect(goodsReleasedAtShipment(PAYMENT_PLANS['letter-of-credit'], goods)).toBe(0);
        expect(goodsReleasedAtShipment(PAYMENT_PLANS.advance, goods)).toBe(goods);
        for (const id of ['30-70', '50-50'] as const) {
          const plan = PAYMENT_PLANS[id];
          // exactly the deposit the buyer paid at order, never more than the goods
          expect(goodsReleasedAtShipment(plan, goods)).toBe(splitGoods(plan, goods).depositMinor);
          expect(goodsReleasedAtShipment(plan, goods)).toBeLessThanOrEqual(goods);
        }
      }),
    );
    expect(goodsReleasedAtShipment(PAYMENT_PLANS['30-70'], 100_000)).toBe(30_000);
  });
});
