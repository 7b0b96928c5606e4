import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.ts';
import { conversionPercent, resolveRange } from './analytics-range.ts';

const now = new Date('2026-11-21T22:30:00Z');

describe('resolveRange', () => {
  it('defaults to the 30 days up to today (UTC)', () => {
    const r = resolveRange(now, {});
    expect(r).toMatchObject({ from: '2026-10-23', to: '2026-11-21' });
    expect(r.days).toHaveLength(30);
  });
  it('takes a custom period, both ends included, across a month end', () => {
    const r = resolveRange(now, { from: '2026-10-30', to: '2026-11-02' });
    expect(r.days).toEqual(['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02']);
  });
  it('refuses impossible dates, reversed periods and periods over a year', () => {
    expect(() => resolveRange(now, { from: '2026-02-30', to: '2026-03-01' })).toThrow(AppError);
    expect(() => resolveRange(now, { from: '2026-11-10', to: '2026-11-01' })).toThrow(/on or before/);
    expect(() => resolveRange(now, { from: '2025-01-01', to: '2026-11-01' })).toThrow(/at most 366/);
  });
});

describe('conversionPercent', () => {
  it('is a share per 100 to one decimal, null without a base', () => {
    expect(conversionPercent(2, 5)).toBe(40);
    expect(conversionPercent(1, 3)).toBe(33.3);
    expect(conversionPercent(0, 7)).toBe(0);
    expect(conversionPercent(3, 0)).toBeNull();
  });
});
