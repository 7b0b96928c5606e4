import { describe, expect, it } from 'vitest';
import { stripBidi } from '../../lib/bidi';
import { catalogueI18n } from '../../lib/test-catalogues';
import { currencyDigits, formatMinorMoney, minorToDecimal, settlementMinor } from './minor-money';

describe('currencyDigits', () => {
  it("follows the server's table: none for XOF and UGX, two for the others and for an unknown code", () => {
    expect(currencyDigits('NGN')).toBe(2);
    expect(currencyDigits('KES')).toBe(2);
    expect(currencyDigits('XOF')).toBe(0);
    expect(currencyDigits('UGX')).toBe(0);
    expect(currencyDigits('USD')).toBe(2);
    expect(currencyDigits('TZS')).toBe(2);
  });
});

describe('formatMinorMoney', () => {
  it('formats minor units with the currency digits, in the page language', () => {
    expect(formatMinorMoney(146_475_000, 'NGN', 'en')).toBe('₦1,464,750.00');
    expect(formatMinorMoney(1_250_050, 'KES', 'en')).toMatch(/^(KSh|Ksh|KES)\s?12,500\.50$/);
    expect(formatMinorMoney(18_090, 'XOF', 'en')).toMatch(/^F\sCFA\s?18,090$/);
    expect(formatMinorMoney(111_000, 'UGX', 'en')).toMatch(/^(USh|UGX)\s?111,000$/);
    expect(formatMinorMoney(146_475_000, 'NGN', 'fr')).toMatch(/^1\s464\s750,00\s₦$/);
    expect(formatMinorMoney(5, 'GHS', 'en')).toMatch(/0\.05$/);
    expect(formatMinorMoney(-12_345, 'ZAR', 'en')).toMatch(/^-R\s?123\.45$/);
  });

  it('keeps Latin digits in Arabic and isolates the amount left to right', () => {
    const ar = formatMinorMoney(146_475_000, 'NGN', 'ar');
    expect(ar.startsWith('\u2066')).toBe(true);
    expect(ar.endsWith('\u2069')).toBe(true);
    expect(stripBidi(ar)).toContain('1,464,750.00');
    expect(stripBidi(ar)).toContain('₦');
  });

  it('falls back to English for an unknown language and to plain figures for an unknown code', () => {
    expect(formatMinorMoney(146_475_000, 'NGN', 'zz-invalid-!')).toBe('₦1,464,750.00');
    expect(formatMinorMoney(123_456, 'NOT-A-CODE', 'en')).toBe('1234.56 NOT-A-CODE');
    expect(formatMinorMoney(-7, 'NOT-A-CODE', 'en')).toBe('-0.07 NOT-A-CODE');
  });
});

describe('minorToDecimal', () => {
  it('places the decimal point with integer arithmetic only', () => {
    expect(minorToDecimal(12_345_678, 2)).toBe('123456.78');
    expect(minorToDecimal(5, 2)).toBe('0.05');
    expect(minorToDecimal(-5, 2)).toBe('-0.05');
    expect(minorToDecimal(900, 0)).toBe('900');
    expect(minorToDecimal(1, 3)).toBe('0.001');
  });
});

describe('formatMinorMoney, exactly', () => {
  it('formats minor units with the currency digits in the page language', () => {
    expect(formatMinorMoney(12_345_600, 'NGN', 'en')).toBe('₦123,456.00');
    expect(formatMinorMoney(1_800, 'XOF', 'en')).toMatch(/^F\s?CFA\s?1,800$/);
    expect(stripBidi(formatMinorMoney(12_345_600, 'NGN', 'fr')).replace(/\s/g, ' ')).toBe('123 456,00 ₦');
  });
  it('keeps exact cents on amounts too large for a float', () => {
    expect(formatMinorMoney(900_719_925_474_099, 'GHS', 'en')).toMatch(/9,007,199,254,740\.99$/);
  });
  it('uses Latin digits isolated left to right in Arabic', () => {
    const text = formatMinorMoney(15_500_000, 'NGN', 'ar');
    expect(text.startsWith('\u2066')).toBe(true);
    expect(text.endsWith('\u2069')).toBe(true);
    expect(stripBidi(text)).toMatch(/155[,٬]000[.٫]00/);
    expect(text).not.toMatch(/[٠-٩]/);
  });
  it('falls back to the code for a currency Intl does not know', () => {
    expect(formatMinorMoney(1234, 'not a code', 'en')).toBe('12.34 not a code');
  });
});

describe('whole-unit amounts (M-Pesa, MoMo)', () => {
  it('reads Kenyan shillings as KSh, without a zero fraction when asked', () => {
    const en = (minor: number, wholeUnits?: boolean) =>
      formatMinorMoney(minor, 'KES', 'en', wholeUnits ? { wholeUnits } : {}).replace(/\s/g, ' ');
    expect(en(123_400, true)).toBe('KSh 1,234');
    expect(en(123_450, true)).toBe('KSh 1,234.50');
    expect(en(123_400)).toBe('KSh 1,234.00');
    expect(stripBidi(formatMinorMoney(123_400, 'KES', 'fr', { wholeUnits: true })).replace(/\s/g, ' ')).toBe(
      '1 234 KSh',
    );
  });
  it('isolates the amount left to right in Arabic, with Latin digits', () => {
    const text = formatMinorMoney(123_400, 'KES', 'ar', { wholeUnits: true });
    expect(text.startsWith('\u2066')).toBe(true);
    expect(stripBidi(text)).toMatch(/^1,234\sKSh$/);
  });
});
describe('settlementMinor', () => {
  const settlement = { currency: 'NGN', subtotalMinor: 140_000_000, buyerFeeMinor: 6_475_000 };
  it("counts the buyer fee in the buyer's view and the goods only in the vendor's", () => {
    expect(settlementMinor(settlement, true)).toBe(146_475_000);
    expect(settlementMinor(settlement, false)).toBe(140_000_000);
  });
});

describe('local-currency texts', () => {
  it('name the amount, the currency and the rail in every language', () => {
    const i18n = catalogueI18n();
    for (const lng of ['en', 'fr', 'yo', 'ha', 'ar']) {
      const charged = i18n.t('fx:local.charged', { lng, amount: 'AMT', currency: 'NGN', provider: 'PROV' });
      expect(charged).toMatch(/AMT/);
      expect(charged).toMatch(/NGN/);
      expect(charged).toMatch(/PROV/);
      for (const key of ['held', 'escrowIn']) {
        expect(i18n.t(`fx:local.${key}`, { lng, amount: 'AMT', currency: 'NGN' })).toMatch(/NGN.*AMT/s);
      }
      expect(i18n.t('fx:local.providers.paystack', { lng })).toBe('Paystack');
      expect(i18n.t('fx:local.providers.mpesa', { lng })).toBe('M-Pesa');
    }
    expect(i18n.t('fx:local.charged', { amount: '₦1,464,750.00', currency: 'NGN', provider: 'Paystack' })).toBe(
      'Charged: ₦1,464,750.00 (NGN) by Paystack',
    );
  });
});

describe('settlementMinor with shipping (issue 17)', () => {
  it("counts the shipping in what the buyer paid for the part, not in the vendor's goods", () => {
    const settlement = {
      currency: 'NGN',
      subtotalMinor: 775_000_00,
      shippingMinor: 229_710_00,
      buyerFeeMinor: 77_500_00,
    };
    expect(settlementMinor(settlement, true)).toBe(1_082_210_00);
    expect(settlementMinor(settlement, false)).toBe(775_000_00);
  });
});
