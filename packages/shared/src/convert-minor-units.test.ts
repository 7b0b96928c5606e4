import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DISPLAY_CURRENCIES, DISPLAY_CURRENCY_DIGITS, isDisplayCurrency } from './constants.ts';
import { convertMinorUnits, RATE_SCALE, toUsdCents } from './money.ts';

const USD = { digits: 2, unitsPerUsdMicros: RATE_SCALE };
const rate = fc.integer({ min: RATE_SCALE / 1000, max: 100_000 * RATE_SCALE });
const digits = fc.constantFrom(0, 2);
const amount = fc.integer({ min: 0, max: 10_000_000_000 });

describe('display currencies', () => {
  it('are the eleven of the issue, XOF and UGX without minor units', () => {
    expect([...DISPLAY_CURRENCIES].sort()).toEqual(
      ['EGP', 'EUR', 'GBP', 'GHS', 'KES', 'MAD', 'NGN', 'UGX', 'USD', 'XOF', 'ZAR'].sort(),
    );
    expect(DISPLAY_CURRENCY_DIGITS.XOF).toBe(0);
    expect(DISPLAY_CURRENCY_DIGITS.UGX).toBe(0);
    expect(DISPLAY_CURRENCY_DIGITS.NGN).toBe(2);
    expect(isDisplayCurrency('XOF')).toBe(true);
    expect(isDisplayCurrency('toString')).toBe(false);
    expect(isDisplayCurrency(null)).toBe(false);
  });
});

describe('convertMinorUnits', () => {
  it('converts USD cents to a currency with and without minor units', () => {
    // $30.00 at 1550 NGN per USD = NGN 46,500.00
    expect(convertMinorUnits(3000, USD, { digits: 2, unitsPerUsdMicros: 1550 * RATE_SCALE })).toBe(4_650_000);
    // $30.00 at 603 XOF per USD = 18,090 XOF (no minor units)
    expect(convertMinorUnits(3000, USD, { digits: 0, unitsPerUsdMicros: 603 * RATE_SCALE })).toBe(18_090);
    // $0.01 at 603.5 XOF per USD = 6.035 -> 6 XOF; $0.03 -> 18.105 -> 18
    expect(convertMinorUnits(1, USD, { digits: 0, unitsPerUsdMicros: 603_500_000 })).toBe(6);
    // NGN 4,500.00 at 1500 per USD, into XOF at 600 per USD: 1800 XOF
    expect(
      convertMinorUnits(
        450_000,
        { digits: 2, unitsPerUsdMicros: 1500 * RATE_SCALE },
        { digits: 0, unitsPerUsdMicros: 600 * RATE_SCALE },
      ),
    ).toBe(1800);
  });

  it('rounds exact halves up', () => {
    // 5 cents at 0.5 units per USD = 2.5 minor units -> 3
    expect(convertMinorUnits(5, USD, { digits: 2, unitsPerUsdMicros: RATE_SCALE / 2 })).toBe(3);
    // 1 cent into a 0-digit currency at 50 per USD = 0.5 -> 1
    expect(convertMinorUnits(1, USD, { digits: 0, unitsPerUsdMicros: 50 * RATE_SCALE })).toBe(1);
    // 1 cent at 49.999999 per USD = 0.49999999 -> 0
    expect(convertMinorUnits(1, USD, { digits: 0, unitsPerUsdMicros: 49_999_999 })).toBe(0);
  });

  it('refuses negative or fractional amounts and bad rates or digits', () => {
    expect(() => convertMinorUnits(-1, USD, USD)).toThrow(RangeError);
    expect(() => convertMinorUnits(1.5, USD, USD)).toThrow(RangeError);
    expect(() => convertMinorUnits(1, USD, { digits: 2, unitsPerUsdMicros: 0 })).toThrow(RangeError);
    expect(() => convertMinorUnits(1, USD, { digits: -1, unitsPerUsdMicros: RATE_SCALE })).toThrow(RangeError);
  });

  it('is the exact quotient rounded half up (never more than half a minor unit off)', () => {
    fc.assert(
      fc.property(amount, rate, digits, rate, digits, (a, fromRate, fromDigits, toRate, toDigits) => {
        const from = { digits: fromDigits, unitsPerUsdMicros: fromRate };
        const to = { digits: toDigits, unitsPerUsdMicros: toRate };
        const n = BigInt(a) * 10n ** BigInt(toDigits) * BigInt(toRate);
        const d = 10n ** BigInt(fromDigits) * BigInt(fromRate);
        let result: number;
        try {
          result = convertMinorUnits(a, from, to);
        } catch (e) {
          expect(e).toBeInstanceOf(RangeError); // only when out of the safe range
          return;
        }
        const r = BigInt(result);
        // |result - n/d| <= 1/2, and an exact half goes up: 2n - d < 2rd <= 2n + d
        expect(2n * r * d <= 2n * n + d).toBe(true);
        expect(2n * r * d > 2n * n - d).toBe(true);
      }),
    );
  });

  it('is monotonic in the amount and in the target rate', () => {
    fc.assert(
      fc.property(amount, amount, rate, rate, digits, (a, b, fromRate, toRate, toDigits) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        // stay within safe integers (the helper refuses larger results, tested above)
        fc.pre((BigInt(hi) * 100n * BigInt(toRate + 1)) / (100n * BigInt(fromRate)) < 2n ** 52n);
        const from = { digits: 2, unitsPerUsdMicros: fromRate };
        const to = { digits: toDigits, unitsPerUsdMicros: toRate };
        expect(convertMinorUnits(lo, from, to)).toBeLessThanOrEqual(convertMinorUnits(hi, from, to));
        const higher = { digits: toDigits, unitsPerUsdMicros: toRate + 1 };
        expect(convertMinorUnits(hi, from, to)).toBeLessThanOrEqual(convertMinorUnits(hi, from, higher));
      }),
    );
  });

  it('is the identity within one currency and agrees with toUsdCents into USD', () => {
    fc.assert(
      fc.property(amount, rate, digits, (a, r, dg) => {
        fc.pre((BigInt(a) * BigInt(RATE_SCALE)) / BigInt(r) < 2n ** 52n);
        const cur = { digits: dg, unitsPerUsdMicros: r };
        expect(convertMinorUnits(a, cur, cur)).toBe(a);
        expect(convertMinorUnits(a, { digits: 2, unitsPerUsdMicros: r }, USD)).toBe(toUsdCents(a, r));
      }),
    );
  });
});
