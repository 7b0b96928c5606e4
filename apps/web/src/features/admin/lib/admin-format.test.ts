import { describe, expect, it } from 'vitest';
import {
  axisTicks,
  barHeights,
  centsToDecimal,
  fillDays,
  formatDay,
  formatUsd,
  isPositiveAmount,
  lastDays,
  niceMax,
  shortId,
  summarizeData,
} from './admin-format';

describe('formatUsd', () => {
  it('formats cents as US dollars', () => {
    expect(formatUsd(123450, 'en')).toBe('$1,234.50');
    expect(formatUsd(0, 'en')).toBe('$0.00');
    expect(formatUsd(5, 'en')).toBe('$0.05');
  });
  it('follows the language', () => {
    expect(formatUsd(123450, 'fr')).toMatch(/1\s?234,50/);
  });
});

describe('centsToDecimal and isPositiveAmount', () => {
  it('writes cents as a decimal string', () => {
    expect(centsToDecimal(7500)).toBe('75.00');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(centsToDecimal(-1234)).toBe('-12.34');
  });
  it('accepts positive amounts with at most two decimals', () => {
    expect(isPositiveAmount('250')).toBe(true);
    expect(isPositiveAmount('250.5')).toBe(true);
    expect(isPositiveAmount('0.01')).toBe(true);
    expect(isPositiveAmount('0')).toBe(false);
    expect(isPositiveAmount('1.234')).toBe(false);
    expect(isPositiveAmount('-5')).toBe(false);
    expect(isPositiveAmount('abc')).toBe(false);
  });
});

describe('dates', () => {
  it('gives the last 30 days, today included', () => {
    expect(lastDays(30, new Date('2026-03-31T22:00:00Z'))).toEqual({ from: '2026-03-02', to: '2026-03-31' });
    expect(lastDays(1, new Date('2026-01-01T00:00:00Z'))).toEqual({ from: '2026-01-01', to: '2026-01-01' });
  });
  it('formats a day without shifting it across time zones', () => {
    expect(formatDay('2026-03-05', 'en')).toBe('Mar 5');
  });
  it('fills missing days with empty rows', () => {
    const rows = fillDays([{ day: '2026-03-02', n: 4 }], '2026-03-01', '2026-03-03', (day) => ({ day, n: 0 }));
    expect(rows).toEqual([
      { day: '2026-03-01', n: 0 },
      { day: '2026-03-02', n: 4 },
      { day: '2026-03-03', n: 0 },
    ]);
  });
});

describe('chart scaling', () => {
  it('rounds the axis up to a nice number', () => {
    expect(niceMax(0)).toBe(1);
    expect(niceMax(1)).toBe(1);
    expect(niceMax(7)).toBe(10);
    expect(niceMax(18)).toBe(20);
    expect(niceMax(23)).toBe(25);
    expect(niceMax(3.5)).toBe(4);
    expect(niceMax(420)).toBe(500);
    expect(niceMax(123456)).toBe(200000);
  });
  it('spaces ticks evenly', () => {
    expect(axisTicks(18, 4)).toEqual([0, 5, 10, 15, 20]);
    // an empty series of counts still gets whole-number ticks
    expect(axisTicks(0, 4, 4)).toEqual([0, 1, 2, 3, 4]);
  });
  it('scales bars to the height, keeps small values visible and zero flat', () => {
    expect(barHeights([0, 5, 10], 100)).toEqual([0, 50, 100]);
    expect(barHeights([1, 1000], 100)).toEqual([1, 100]);
    expect(barHeights([], 100)).toEqual([]);
    expect(barHeights([1, 2], 100, 4)).toEqual([25, 50]);
  });
});

describe('identifiers and summaries', () => {
  it('shortens ids', () => {
    expect(shortId('0123456789abcdef')).toBe('01234567');
    expect(shortId(null)).toBe('');
  });
  it('summarizes audit data', () => {
    expect(summarizeData({ reason: 'spam', count: 2 })).toBe('reason: spam, count: 2');
    expect(summarizeData(null)).toBe('');
    expect(summarizeData({ a: 'x'.repeat(200) }, 20)).toHaveLength(20);
  });
});
