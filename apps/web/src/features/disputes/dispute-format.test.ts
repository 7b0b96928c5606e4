import { describe, expect, it } from 'vitest';
import { amountToCents, timeLeft, usd } from './dispute-format';

describe('dispute format helpers', () => {
  it('parses amounts to cents', () => {
    expect(amountToCents('60')).toBe(6000);
    expect(amountToCents(' 60.50 ')).toBe(6050);
    expect(amountToCents('0')).toBeNull();
    expect(amountToCents('abc')).toBeNull();
  });
  it('counts down to a deadline', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(timeLeft('2026-01-03T01:30:00Z', now)).toEqual({ days: 2, hours: 1, minutes: 30, passed: false });
    expect(timeLeft('2025-12-31T00:00:00Z', now).passed).toBe(true);
  });
  it('formats dollars', () => {
    expect(usd(6000, 'en')).toBe('$60.00');
  });
});
