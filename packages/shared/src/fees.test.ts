import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_FEE_TIERS,
  MAX_FEE_TIERS,
  bpsToPercentText,
  buyerFee,
  cardPaymentAllowed,
  feeTierProblems,
  parsePercentToBps,
  sellerFee,
  type FeeTier,
} from './fees.ts';
import { divRoundHalfUp, parseAmountToCents, percentOf } from './money.ts';

/** Any valid table: 1 to 6 tiers, strictly ascending bounds, rates 0-100%, the last open-ended. */
function tierTable(maxBound = 5_000_000): fc.Arbitrary<FeeTier[]> {
  return fc.uniqueArray(fc.integer({ min: 1, max: maxBound }), { minLength: 0, maxLength: 5 }).chain((bounds) =>
    fc
      .array(fc.integer({ min: 0, max: 10_000 }), { minLength: bounds.length + 1, maxLength: bounds.length + 1 })
      .map((rates) => {
        const sorted = [...bounds].sort((a, b) => a - b);
        return rates.map((rateBps, i) => ({ upToCents: i < sorted.length ? sorted[i]! : null, rateBps }));
      }),
  );
}

const total = (s: number, tiers: readonly FeeTier[]) => buyerFee(s, tiers).totalCents;

describe('buyer fee from the tier table (spec 9, issue 25)', () => {
  it('keeps the spec tiers: 10% up to and including $500.00, 5% up to $1,000.00, then 3%, 2%, 1.5%', () => {
    expect(buyerFee(0)).toEqual({ kind: 'fixed', rateBps: 1000, feeCents: 0, totalCents: 0, capped: false });
    expect(buyerFee(100_00)).toEqual({
      kind: 'fixed',
      rateBps: 1000,
      feeCents: 10_00,
      totalCents: 110_00,
      capped: false,
    });
    expect(buyerFee(750_00)).toEqual({
      kind: 'fixed',
      rateBps: 500,
      feeCents: 37_50,
      totalCents: 787_50,
      capped: false,
    });
    expect(buyerFee(5_000_00)).toEqual({
      kind: 'fixed',
      rateBps: 300,
      feeCents: 150_00,
      totalCents: 5_150_00,
      capped: false,
    });
    expect(buyerFee(20_000_00)).toEqual({
      kind: 'fixed',
      rateBps: 200,
      feeCents: 400_00,
      totalCents: 20_400_00,
      capped: false,
    });
    expect(buyerFee(100_000_00)).toEqual({
      kind: 'fixed',
      rateBps: 150,
      feeCents: 1_500_00,
      totalCents: 101_500_00,
      capped: false,
    });
  });

  it('has a number above $1,000 (no more "TBD")', () => {
    expect(buyerFee(100_001)).toEqual({
      kind: 'fixed',
      rateBps: 300,
      feeCents: 30_00,
      totalCents: 103_001,
      capped: false,
    });
    expect(buyerFee(1_500_000_00).feeCents).toBe(22_500_00);
  });

  it('at each boundary, the order just below never costs more in total than the order just above', () => {
    // $500.01 at 5% costs $525.01: a $500.00 order is capped to the same total instead of $550.00.
    expect(buyerFee(50_001)).toMatchObject({ rateBps: 500, totalCents: 52_501, capped: false });
    expect(buyerFee(50_000)).toMatchObject({ rateBps: 1000, feeCents: 2_501, totalCents: 52_501, capped: true });
    // the cap starts exactly where 10% would overtake it
    expect(buyerFee(47_728)).toMatchObject({ feeCents: 4_773, totalCents: 52_501, capped: false });
    expect(buyerFee(47_729)).toMatchObject({ feeCents: 4_772, totalCents: 52_501, capped: true });
    expect(buyerFee(100_000)).toMatchObject({ rateBps: 500, totalCents: 103_001, capped: true });
    expect(buyerFee(1_000_000)).toMatchObject({ rateBps: 300, totalCents: 1_020_001, capped: true });
    expect(buyerFee(1_000_001)).toMatchObject({ rateBps: 200, totalCents: 1_020_001, capped: false });
    expect(buyerFee(5_000_000)).toMatchObject({ rateBps: 200, totalCents: 5_075_001, capped: true });
    expect(buyerFee(5_000_001)).toMatchObject({ rateBps: 150, totalCents: 5_075_001, capped: false });
  });

  it('rounds half up to the cent', () => {
    // found by the property below: 190300 x 15.5% = 29496.5 cents, a tie, goes up
    expect(buyerFee(190_300, [{ upToCents: null, rateBps: 1550 }])).toMatchObject({ feeCents: 29_497 });
    expect(buyerFee(5)).toMatchObject({ feeCents: 1 }); // 0.5 cent -> 1
    expect(buyerFee(4)).toMatchObject({ feeCents: 0 }); // 0.4 cent -> 0
    expect(buyerFee(50_010)).toMatchObject({ feeCents: 2_501 }); // 2500.5 -> 2501
    expect(buyerFee(100_050)).toMatchObject({ feeCents: 3_002 }); // 3001.5 -> 3002
  });

  it('property: the total never decreases when the subtotal grows, for any valid table', () => {
    fc.assert(
      fc.property(
        tierTable(),
        fc.integer({ min: 0, max: 6_000_000 }),
        fc.integer({ min: 0, max: 6_000_000 }),
        (tiers, a, b) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          return total(lo, tiers) <= total(hi, tiers) && total(lo, tiers) <= total(lo + 1, tiers);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('property: around every bound of a table, one cent more never costs less', () => {
    fc.assert(
      fc.property(tierTable(), (tiers) =>
        tiers.every(
          (t) =>
            t.upToCents === null ||
            (total(t.upToCents - 1, tiers) <= total(t.upToCents, tiers) &&
              total(t.upToCents, tiers) <= total(t.upToCents + 1, tiers)),
        ),
      ),
      { numRuns: 1000 },
    );
  });

  it('property: the fee is the tier rate rounded half up, or less when capped, never negative, total = subtotal + fee', () => {
    fc.assert(
      fc.property(tierTable(), fc.integer({ min: 0, max: 6_000_000 }), (tiers, s) => {
        const f = buyerFee(s, tiers);
        const rounded = percentOf(s, f.rateBps);
        // half up, exactly: rounded - exact is in (-0.5, 0.5] (a tie goes up), i.e. 2*(rounded*10000 - s*rate) in (-10000, 10000]
        const diff = 2n * BigInt(rounded) * 10_000n - 2n * BigInt(s) * BigInt(f.rateBps);
        const halfUp = diff > -10_000n && diff <= 10_000n;
        const fee = f.capped ? f.feeCents < rounded : f.feeCents === rounded;
        return halfUp && fee && f.feeCents >= 0 && Number.isInteger(f.feeCents) && f.totalCents === s + f.feeCents;
      }),
      { numRuns: 2000 },
    );
  });

  it('property: the capped total is exactly the cheapest total of any subtotal at least as large (brute force)', () => {
    fc.assert(
      fc.property(tierTable(400), fc.integer({ min: 0, max: 450 }), (tiers, s) => {
        const raw = (x: number) => {
          const rate = tiers.find((t) => t.upToCents === null || x <= t.upToCents)!.rateBps;
          return x + percentOf(x, rate);
        };
        let cheapest = Number.POSITIVE_INFINITY;
        for (let x = s; x <= 1_000; x++) cheapest = Math.min(cheapest, raw(x));
        return total(s, tiers) === cheapest;
      }),
      { numRuns: 500 },
    );
  });

  it('refuses negative or fractional amounts and unusable tables', () => {
    expect(() => buyerFee(-1)).toThrow(RangeError);
    expect(() => buyerFee(1.5)).toThrow(RangeError);
    expect(() => buyerFee(100, [])).toThrow(RangeError);
    expect(() => buyerFee(100, [{ upToCents: 500, rateBps: 100 }])).toThrow(RangeError);
  });

  it('allows card payment only for 0 < subtotal <= $1,000 (the card rail maximum)', () => {
    expect(cardPaymentAllowed(0)).toBe(false);
    expect(cardPaymentAllowed(1)).toBe(true);
    expect(cardPaymentAllowed(100000)).toBe(true);
    expect(cardPaymentAllowed(100001)).toBe(false);
  });
});

describe('fee tier table validation', () => {
  const open = (rateBps: number): FeeTier => ({ upToCents: null, rateBps });
  const codes = (tiers: FeeTier[]) => feeTierProblems(tiers).map((p) => `${p.index}:${p.field}:${p.code}`);

  it('accepts the seeded table and a single open tier', () => {
    expect(feeTierProblems(DEFAULT_FEE_TIERS)).toEqual([]);
    expect(feeTierProblems([open(0)])).toEqual([]);
  });

  it('names each problem with its tier and field', () => {
    expect(codes([])).toEqual(['-1:tiers:EMPTY']);
    expect(codes([{ upToCents: 1000, rateBps: 100 }])).toEqual(['0:upTo:LAST_NOT_OPEN']);
    expect(codes([open(100), { upToCents: 1000, rateBps: 100 }, open(50)])).toEqual([
      '0:upTo:OPEN_NOT_LAST',
      '1:upTo:NOT_ASCENDING',
    ]);
    expect(codes([{ upToCents: 1000, rateBps: 100 }, { upToCents: 1000, rateBps: 50 }, open(10)])).toEqual([
      '1:upTo:NOT_ASCENDING',
    ]);
    expect(codes([{ upToCents: 2000, rateBps: 100 }, { upToCents: 1000, rateBps: 50 }, open(10)])).toEqual([
      '1:upTo:NOT_ASCENDING',
    ]);
    expect(codes([{ upToCents: 0, rateBps: 100 }, open(10)])).toEqual(['0:upTo:BOUND_POSITIVE']);
    expect(codes([{ upToCents: 10.5, rateBps: 100 }, open(10)])).toEqual(['0:upTo:BOUND_POSITIVE']);
    expect(codes([{ upToCents: 2_000_000_000, rateBps: 100 }, open(10)])).toEqual(['0:upTo:BOUND_TOO_BIG']);
    expect(codes([{ upToCents: 100, rateBps: 10_001 }, open(-1)])).toEqual(['0:rate:RATE_RANGE', '1:rate:RATE_RANGE']);
    expect(codes([{ upToCents: 100, rateBps: 2.5 }, open(10)])).toEqual(['0:rate:RATE_RANGE']);
    const many = Array.from({ length: MAX_FEE_TIERS }, (_, i) => ({ upToCents: (i + 1) * 100, rateBps: 100 }));
    expect(codes([...many, open(1)])).toEqual(['-1:tiers:TOO_MANY']);
  });

  it('property: every generated valid table passes, and swapping two bounds is caught', () => {
    fc.assert(fc.property(tierTable(), (tiers) => feeTierProblems(tiers).length === 0));
    fc.assert(
      fc.property(
        tierTable().filter((t) => t.length >= 3),
        (tiers) => {
          const swapped = tiers.map((t) => ({ ...t }));
          [swapped[0]!.upToCents, swapped[1]!.upToCents] = [swapped[1]!.upToCents, swapped[0]!.upToCents];
          return feeTierProblems(swapped).some((p) => p.code === 'NOT_ASCENDING');
        },
      ),
    );
  });

  it('reads percentages as basis points and writes them back', () => {
    expect(parsePercentToBps('10')).toBe(1000);
    expect(parsePercentToBps('2.5')).toBe(250);
    expect(parsePercentToBps('1,75 %')).toBe(175);
    expect(parsePercentToBps('100')).toBe(10_000);
    expect(parsePercentToBps('100.01')).toBeNull();
    expect(parsePercentToBps('0.125')).toBeNull();
    expect(parsePercentToBps('-1')).toBeNull();
    expect(parsePercentToBps('')).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (bps) => parsePercentToBps(bpsToPercentText(bps)) === bps),
    );
  });
});

describe('money helpers', () => {
  it('seller fee is 5% half-up', () => {
    expect(sellerFee(10000)).toBe(500);
    expect(sellerFee(10)).toBe(1); // 0.5 -> 1
    expect(sellerFee(9)).toBe(0); // 0.45 -> 0
  });

  it('divRoundHalfUp matches exact rational rounding for all safe inputs', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 40 }), fc.integer({ min: 1, max: 100000 }), (n, d) => {
        const q = divRoundHalfUp(n, d);
        // q is the integer nearest n/d with ties going up: q - 1/2 <= n/d < q + 1/2
        return BigInt(2 * q - 1) * BigInt(d) <= BigInt(2 * n) && BigInt(2 * n) < BigInt(2 * q + 1) * BigInt(d);
      }),
    );
  });

  it('percentOf of 100% is identity', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 1e12 }), (n) => percentOf(n, 10000) === n));
  });

  it('parses decimal strings to cents without floats', () => {
    expect(parseAmountToCents('12')).toBe(1200);
    expect(parseAmountToCents('12.5')).toBe(1250);
    expect(parseAmountToCents('0.07')).toBe(7);
    expect(parseAmountToCents('1.005')).toBeNull();
    expect(parseAmountToCents('-3')).toBeNull();
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e12 }),
        (c) => parseAmountToCents(`${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`) === c,
      ),
    );
  });
});
