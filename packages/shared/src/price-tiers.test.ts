import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tierProblem, unitPriceCentsFor, type PriceTier } from './price-tiers.ts';

/** A valid ladder: quantities rising above the minimum order, prices falling below the base price. */
const ladder = fc
  .record({
    base: fc.integer({ min: 100, max: 1_000_000 }),
    minOrder: fc.integer({ min: 1, max: 1000 }),
    steps: fc.array(fc.record({ more: fc.integer({ min: 1, max: 5000 }), cut: fc.integer({ min: 1, max: 50 }) }), {
      maxLength: 5,
    }),
  })
  .map(({ base, minOrder, steps }) => {
    const tiers: PriceTier[] = [];
    let quantity = minOrder;
    let price = base;
    for (const { more, cut } of steps) {
      quantity += more;
      price = Math.max(1, price - cut);
      if (price >= (tiers.at(-1)?.priceCents ?? base)) break;
      tiers.push({ minQuantity: quantity, priceCents: price });
    }
    return { base, minOrder, tiers };
  });

describe('volume price tiers', () => {
  it('the price of n+1 units never exceeds the price of n units plus one unit at the base price', () => {
    fc.assert(
      fc.property(ladder, fc.integer({ min: 1, max: 30_000 }), ({ base, tiers }, n) => {
        const total = (q: number) => unitPriceCentsFor(base, tiers, q) * q;
        expect(total(n + 1)).toBeLessThanOrEqual(total(n) + base);
      }),
    );
  });

  it('prices each quantity at the deepest break it reaches, in any order the breaks are given', () => {
    fc.assert(
      fc.property(ladder, fc.integer({ min: 1, max: 30_000 }), ({ base, tiers }, q) => {
        const reached = tiers.filter((t) => q >= t.minQuantity);
        const expected = reached.length ? reached[reached.length - 1]!.priceCents : base;
        expect(unitPriceCentsFor(base, tiers, q)).toBe(expected);
        expect(unitPriceCentsFor(base, [...tiers].reverse(), q)).toBe(expected);
      }),
    );
  });

  it('accepts a rising, cheaper ladder and says what is wrong with any other', () => {
    fc.assert(
      fc.property(ladder, ({ base, minOrder, tiers }) => {
        expect(tierProblem(base, minOrder, tiers)).toBeNull();
      }),
    );
    const t = (minQuantity: number, priceCents: number) => ({ minQuantity, priceCents });
    expect(tierProblem(1000, 100, [t(100, 900)])).toEqual({ problem: 'tierAboveMinOrder', index: 0 });
    expect(tierProblem(1000, 100, [t(500, 900), t(200, 800)])).toEqual({ problem: 'tierQuantityOrder', index: 1 });
    expect(tierProblem(1000, 100, [t(500, 900), t(900, 950)])).toEqual({ problem: 'tierPriceOrder', index: 1 });
    expect(tierProblem(1000, 100, [t(500, 1000)])).toEqual({ problem: 'tierPriceOrder', index: 0 });
    expect(
      tierProblem(
        1000,
        1,
        [2, 3, 4, 5, 6, 7].map((q) => t(q, 1000 - q)),
      ),
    ).toEqual({
      problem: 'tiersMax',
      index: 5,
    });
  });
});
