import { describe, expect, it } from 'vitest';
import { formatRate, rateTone, responseUnit } from './reliability-format';

describe('reliability format', () => {
  it('formats rates as percentages and keeps "no data" as null', () => {
    expect(formatRate(0.5, 'en')).toBe('50%');
    expect(formatRate(2 / 3, 'en')).toBe('67%');
    expect(formatRate(null, 'en')).toBeNull();
  });
  it('picks a response time unit', () => {
    expect(responseUnit(30)).toEqual({ unit: 'minutes', value: 1 });
    expect(responseUnit(3 * 3600)).toEqual({ unit: 'hours', value: 3 });
    expect(responseUnit(5 * 86_400)).toEqual({ unit: 'days', value: 5 });
  });
  it('tones rates', () => {
    expect(rateTone(0.9)).toBe('green');
    expect(rateTone(0.6)).toBe('amber');
    expect(rateTone(0.1)).toBe('red');
    expect(rateTone(null)).toBe('neutral');
  });
});
