import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ExchangeRateDto } from '@app/shared/cart';
import { catalogueI18n } from '../../lib/test-catalogues';
import { convertForDisplay, formatDisplayMoney } from './convert';
import {
  currencyOfLocales,
  DISPLAY_CURRENCY_STORAGE_KEY,
  setDisplayCurrency,
  storedDisplayCurrency,
} from './display-currency';

const rate = (currency: ExchangeRateDto['currency'], unitsPerUsd: string): ExchangeRateDto => ({
  currency,
  unitsPerUsd,
  effectiveDate: '2026-11-01',
  updatedAt: '2026-11-01T00:00:00.000Z',
});
const RATES = [rate('USD', '1'), rate('NGN', '1550'), rate('XOF', '603'), rate('UGX', '3700'), rate('EUR', '0.92')];

describe('convertForDisplay', () => {
  it('converts a USD price into XOF (no minor units) with the XOF rate and its day', () => {
    expect(convertForDisplay(RATES, 3000, 'USD', 'XOF')).toEqual({
      minor: 18_090,
      currency: 'XOF',
      rate: { currency: 'XOF', unitsPerUsd: '603', effectiveDate: '2026-11-01' },
    });
  });

  it('converts between two non-USD currencies and into USD with the price currency rate', () => {
    // NGN 46,500.00 -> $30.00 -> 18,090 XOF
    expect(convertForDisplay(RATES, 4_650_000, 'NGN', 'XOF')?.minor).toBe(18_090);
    expect(convertForDisplay(RATES, 4_650_000, 'NGN', 'USD')).toMatchObject({
      minor: 3000,
      rate: { currency: 'NGN', unitsPerUsd: '1550' },
    });
    expect(convertForDisplay(RATES, 100, 'USD', 'UGX')?.minor).toBe(3700);
  });

  it('is null for the same currency, a missing rate, or an unknown currency', () => {
    expect(convertForDisplay(RATES, 3000, 'USD', 'USD')).toBeNull();
    expect(convertForDisplay(RATES, 3000, 'USD', 'MAD')).toBeNull();
    expect(convertForDisplay(RATES, 3000, 'XYZ', 'XOF')).toBeNull();
  });
});

describe('formatDisplayMoney', () => {
  it('uses each currency digits and the page language, isolated in Arabic', () => {
    expect(formatDisplayMoney(18_090, 'XOF', 'en')).toMatch(/^F\sCFA\s?18,090$/);
    expect(formatDisplayMoney(18_090, 'XOF', 'fr')).toMatch(/^18\s090\sF\sCFA$/);
    expect(formatDisplayMoney(4_650_000, 'NGN', 'en')).toBe('₦46,500.00');
    const ar = formatDisplayMoney(18_090, 'XOF', 'ar');
    expect(ar.startsWith('\u2066')).toBe(true);
    expect(ar).toContain('18,090');
  });

  it('is shown with the approximate sign and the rate tooltip in every language', () => {
    const i18n = catalogueI18n();
    for (const lng of ['en', 'fr', 'yo', 'ha', 'ar']) {
      expect(i18n.t('fx:approx', { lng, amount: 'X' })).toContain('X');
      expect(i18n.t('fx:rateTitle', { lng, rate: '603', currency: 'XOF', date: 'D' })).toMatch(/603.*XOF.*D/s);
    }
  });
});

describe('the default display currency follows the browser region', () => {
  it('reads the region first, then a language our buyers speak, else USD', () => {
    expect(currencyOfLocales(['fr-CI', 'fr'])).toBe('XOF');
    expect(currencyOfLocales(['fr-SN'])).toBe('XOF');
    expect(currencyOfLocales(['fr-FR'])).toBe('EUR');
    expect(currencyOfLocales(['fr'])).toBe('XOF');
    expect(currencyOfLocales(['en-NG', 'en'])).toBe('NGN');
    expect(currencyOfLocales(['en-KE'])).toBe('KES');
    expect(currencyOfLocales(['en-GB'])).toBe('GBP');
    expect(currencyOfLocales(['en-US', 'fr'])).toBe('USD');
    expect(currencyOfLocales(['en'])).toBe('USD');
    expect(currencyOfLocales(['ha'])).toBe('NGN');
    expect(currencyOfLocales([])).toBe('USD');
  });
});

describe('display currency store', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('defaults to USD (an en-US browser), remembers a choice in localStorage, and ignores junk', () => {
    vi.stubGlobal('navigator', { languages: ['en-US'] });
    const store = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    });
    expect(storedDisplayCurrency()).toBe('USD');
    setDisplayCurrency('XOF');
    expect(store.get(DISPLAY_CURRENCY_STORAGE_KEY)).toBe('XOF');
    expect(storedDisplayCurrency()).toBe('XOF');
    store.set(DISPLAY_CURRENCY_STORAGE_KEY, 'BTC');
    expect(storedDisplayCurrency()).toBe('USD');
  });
});
