import { describe, expect, it } from 'vitest';
import { chartBuckets, customRangeProblem, formatIsoDay, funnelWidths, presetRange } from './analytics-range';

describe('analytics periods', () => {
  it('builds the last n days up to today in UTC', () => {
    const now = new Date('2026-11-21T23:30:00Z');
    expect(presetRange(7, now)).toEqual({ from: '2026-11-15', to: '2026-11-21' });
    expect(presetRange(30, now)).toEqual({ from: '2026-10-23', to: '2026-11-21' });
    expect(presetRange(90, now)).toEqual({ from: '2026-08-24', to: '2026-11-21' });
  });

  it('checks a custom period', () => {
    expect(customRangeProblem('2026-11-01', '2026-11-21')).toBeNull();
    expect(customRangeProblem('2026-11-21', '2026-11-21')).toBeNull();
    expect(customRangeProblem('', '2026-11-21')).toBe('missing');
    expect(customRangeProblem('2026-11-22', '2026-11-21')).toBe('reversed');
    expect(customRangeProblem('2025-01-01', '2026-11-21')).toBe('tooLong');
  });

  it('scales a funnel to its first step', () => {
    expect(funnelWidths([200, 20, 5])).toEqual([100, 10, 3]);
    expect(funnelWidths([0, 0, 0])).toEqual([0, 0, 0]);
    expect(funnelWidths([10, 12, 1])).toEqual([100, 100, 10]);
  });
});

describe('formatIsoDay', () => {
  it('formats the day itself whatever the time zone', () => {
    expect(formatIsoDay('2026-11-01', 'en')).toBe('Nov 1, 2026');
    expect(formatIsoDay('not a day', 'en')).toBe('not a day');
  });
});

describe('chartBuckets', () => {
  it('keeps up to 45 days as they are and sums longer series per week', () => {
    const days30 = Array.from({ length: 30 }, (_, i) => `d${i}`);
    expect(
      chartBuckets(
        days30,
        days30.map(() => 1),
      ),
    ).toMatchObject({ weekly: false, days: days30 });
    const days90 = Array.from({ length: 90 }, (_, i) => `d${i}`);
    const b = chartBuckets(
      days90,
      days90.map(() => 1),
    );
    expect(b.weekly).toBe(true);
    expect(b.days).toHaveLength(13);
    expect(b.days[1]).toBe('d7');
    expect(b.values.slice(0, 2)).toEqual([7, 7]);
    expect(b.values.at(-1)).toBe(6);
    expect(b.values.reduce((a, v) => a + v, 0)).toBe(90);
  });
});
