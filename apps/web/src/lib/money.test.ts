import { describe, expect, it } from 'vitest';
import { stripBidi } from './bidi';
import { formatMoney, formatUsd } from './money';

describe('formatMoney', () => {
  it('formats integer cents with the narrow symbol in the UI language', () => {
    expect(formatUsd(123_456, 'en')).toBe('$1,234.56');
    expect(formatMoney(3400, 'EUR', 'en')).toBe('€34.00');
    expect(formatMoney(450_000, 'NGN', 'en')).toBe('₦4,500.00');
    expect(formatUsd(123_456, 'fr').replace(/\s/g, ' ')).toBe('1 234,56 $');
    // Hausa and Yoruba: CLDR's own pattern where the runtime has it (Node), English's in Chromium
    expect(formatMoney(5, 'USD', 'ha').replace(/\s/g, '')).toBe('$0.05');
    expect(formatMoney(18_000, 'USD', 'yo').replace(/\s/g, '')).toBe('$180.00');
  });

  it('keeps Arabic amounts in Latin digits, isolated left to right so they never read "$US 180.00"', () => {
    const text = formatUsd(18_000, 'ar');
    expect(text.startsWith('\u2066')).toBe(true);
    expect(text.endsWith('\u2069')).toBe(true);
    expect(stripBidi(text).replace(/\s/g, ' ')).toBe('180.00 US$');
    // no right-to-left mark left inside the isolate to flip the symbol round
    expect(text.slice(1, -1)).not.toMatch(/[\u200e\u200f\u061c]/);
    expect(stripBidi(formatMoney(450_000, 'NGN', 'ar')).replace(/\s/g, ' ')).toBe('4,500.00 ₦');
  });

  it('leaves left-to-right languages without invisible characters', () => {
    for (const lang of ['en', 'fr', 'yo', 'ha']) expect(formatUsd(100, lang)).toBe(stripBidi(formatUsd(100, lang)));
  });

  it('falls back to English, then to "12.34 XYZ"', () => {
    expect(formatUsd(100, 'not a locale!')).toBe('$1.00');
    expect(formatMoney(1234, 'NOT-A-CODE', 'en')).toBe('12.34 NOT-A-CODE');
    expect(formatMoney(-1234, 'NOT-A-CODE', 'en')).toBe('-12.34 NOT-A-CODE');
  });
});
