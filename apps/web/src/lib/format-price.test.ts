import { describe, expect, it } from 'vitest';
import { formatPrice } from './format-price';

describe('formatPrice', () => {
  it('formats cents with the currency in the UI language', () => {
    expect(formatPrice(1250, 'USD', 'en')).toBe('$12.50');
    expect(formatPrice(3400, 'EUR', 'fr').replace(/\s/g, ' ')).toBe('34,00 €');
    expect(formatPrice(245050, 'GHS', 'en')).toContain('2,450.50');
  });
  it('survives an unknown language tag', () => {
    expect(formatPrice(100, 'USD', 'not a locale!')).toBe('$1.00');
  });
});
