import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { allocate, formatRate, parseRateToMicros, RATE_SCALE, toUsdCents } from './money.ts';

describe('currency conversion to USD', () => {
  it('converts minor units through units-per-USD rates, half-up', () => {
    expect(toUsdCents(12345, RATE_SCALE)).toBe(12345); // USD -> USD
    expect(toUsdCents(450000, 1538_460000)).toBe(293); // 4500.00 NGN at 1538.46 = 2.925 -> 2.93
    expect(toUsdCents(100, 2_000000)).toBe(50);
    expect(toUsdCents(1, 2_000000)).toBe(1); // 0.5 cent -> 1
    expect(toUsdCents(1, 3_000000)).toBe(0); // 0.33 cent -> 0
    expect(() => toUsdCents(1e10, 1)).toThrow(RangeError);
  });

  it('is within half a cent of the exact value and monotonic in the amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e11 }), fc.integer({ min: 1000, max: 1e12 }), (amount, rate) => {
        const usd = toUsdCents(amount, rate);
        const exactTimes2Rate = 2n * BigInt(amount) * BigInt(RATE_SCALE); // 2 * exact * rate
        const lower = (2n * BigInt(usd) - 1n) * BigInt(rate);
        const upper = (2n * BigInt(usd) + 1n) * BigInt(rate);
        return lower <= exactTimes2Rate && exactTimes2Rate < upper && toUsdCents(amount + 1, rate) >= usd;
      }),
    );
  });

  it('parses and prints rates without floats', () => {
    expect(parseRateToMicros('1538.46')).toBe(1538460000);
    expect(parseRateToMicros('0.92')).toBe(920000);
    expect(parseRateToMicros('0')).toBeNull();
    expect(parseRateToMicros('1.1234567')).toBeNull();
    expect(formatRate(1538460000)).toBe('1538.46');
    expect(formatRate(1_000000)).toBe('1');
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999_999_999_999 }), (m) => parseRateToMicros(formatRate(m)) === m),
    );
  });
});

describe('allocate', () => {
  it('splits exactly, proportionally, never negative', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(5000, [30000, 20000])).toEqual([3000, 2000]);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e9 }),
        fc.array(fc.integer({ min: 0, max: 1e9 }), { minLength: 1, maxLength: 20 }),
        (total, weights) => {
          const parts = allocate(total, weights);
          const sum = weights.reduce((a, b) => a + b, 0);
          return (
            parts.reduce((a, b) => a + b, 0) === total &&
            parts.every((p) => p >= 0) &&
            parts.every((p, i) => sum === 0 || Math.abs(p - (total * weights[i]!) / sum) < 1 + 1e-9)
          );
        },
      ),
    );
  });
});
