import { describe, expect, it } from 'vitest';
import { formatMoney, formatRate, formatRateBps, formatUsd, orderRef } from './money-display';

describe('money display', () => {
  it('formats integer cents with 2 decimals in the currency', () => {
    expect(formatUsd(123_456, 'en')).toBe('$1,234.56');
    expect(formatUsd(0, 'en')).toBe('$0.00');
    expect(formatMoney(3400, 'EUR', 'en')).toBe('€34.00');
    expect(formatMoney(450_000, 'NGN', 'en')).toMatch(/4,500\.00/);
  });

  it('follows the UI language', () => {
    expect(formatUsd(123_456, 'fr')).toMatch(/1\s?234,56/);
  });

  it('falls back when a currency code is not valid', () => {
    expect(formatMoney(1234, 'NOT-A-CODE', 'en')).toBe('12.34 NOT-A-CODE');
  });

  it('shows basis points as a percentage', () => {
    expect(formatRateBps(1000, 'en')).toBe('10%');
    expect(formatRateBps(500, 'en')).toBe('5%');
    expect(formatRateBps(250, 'en')).toBe('2.5%');
  });

  it('shows an exchange rate with grouping, or the raw text when it is not a number', () => {
    expect(formatRate('1550.25', 'en')).toBe('1,550.25');
    expect(formatRate('0.921', 'en')).toBe('0.921');
    expect(formatRate('abc', 'en')).toBe('abc');
  });

  it('shortens an order id to its first 8 characters, upper case', () => {
    expect(orderRef('3f2a9c1e-0000-4000-8000-000000000000')).toBe('3F2A9C1E');
  });
});
