import { describe, expect, it } from 'vitest';
import {
  checkQuantity,
  formatMoney,
  formatRate,
  formatRateBps,
  formatUsd,
  orderRef,
  quantityBounds,
} from './money-display';

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

describe('quantity bounds', () => {
  it('is at least the minimum order and never below 1; stock null is unlimited', () => {
    expect(quantityBounds({ minOrder: 50, stock: 400 })).toEqual({ min: 50, max: 400 });
    expect(quantityBounds({ minOrder: 0, stock: null })).toEqual({ min: 1, max: Number.POSITIVE_INFINITY });
  });

  it('names the bound a quantity breaks', () => {
    const line = { minOrder: 10, stock: 120 };
    expect(checkQuantity(line, 10)).toEqual({ ok: true });
    expect(checkQuantity(line, 120)).toEqual({ ok: true });
    expect(checkQuantity(line, 9)).toEqual({ ok: false, reason: 'below-min', limit: 10 });
    expect(checkQuantity(line, 121)).toEqual({ ok: false, reason: 'above-stock', limit: 120 });
    expect(checkQuantity({ minOrder: 1, stock: null }, 1_000_000)).toEqual({ ok: true });
  });
});
