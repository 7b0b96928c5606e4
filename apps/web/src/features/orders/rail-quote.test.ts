import { describe, expect, it } from 'vitest';
import { stripBidi } from '../../lib/bidi';
import {
  capitalize,
  chargesWholeUnits,
  countdownText,
  currencyDigits,
  defaultRailCurrency,
  formatMinorUnits,
  isPaymentQuote,
  joinAlternatives,
  localExpiry,
  minorToDecimal,
  secondsLeft,
} from './rail-quote';

const PAYSTACK = ['NGN', 'GHS', 'KES', 'ZAR'];

describe('defaultRailCurrency', () => {
  it("prefers the buyer's display currency when the rail charges in it", () => {
    expect(defaultRailCurrency(PAYSTACK, 'KES', 'NG')).toBe('KES');
  });
  it("else the delivery country's currency", () => {
    expect(defaultRailCurrency(PAYSTACK, 'USD', 'GH')).toBe('GHS');
    expect(defaultRailCurrency(PAYSTACK, 'XOF', 'za')).toBe('ZAR');
    expect(defaultRailCurrency(PAYSTACK, null, 'KE')).toBe('KES');
  });
  it("else the rail's first", () => {
    expect(defaultRailCurrency(PAYSTACK, 'USD', 'FR')).toBe('NGN');
    expect(defaultRailCurrency(PAYSTACK, undefined, undefined)).toBe('NGN');
    // the country's currency is not one the rail takes
    expect(defaultRailCurrency(['GHS', 'KES'], 'EUR', 'NG')).toBe('GHS');
  });
  it('is empty for a rail without currencies', () => {
    expect(defaultRailCurrency([], 'NGN', 'NG')).toBe('');
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

describe('formatMinorUnits', () => {
  it('formats minor units with the currency digits in the page language', () => {
    expect(formatMinorUnits(12_345_600, 'NGN', 2, 'en')).toBe('₦123,456.00');
    expect(formatMinorUnits(1_800, 'XOF', 0, 'en')).toMatch(/^F\s?CFA\s?1,800$/);
    expect(stripBidi(formatMinorUnits(12_345_600, 'NGN', 2, 'fr')).replace(/\s/g, ' ')).toBe('123 456,00 ₦');
  });
  it('keeps exact cents on amounts too large for a float', () => {
    expect(formatMinorUnits(900_719_925_474_099, 'GHS', 2, 'en')).toMatch(/9,007,199,254,740\.99$/);
  });
  it('uses Latin digits isolated left to right in Arabic', () => {
    const text = formatMinorUnits(15_500_000, 'NGN', 2, 'ar');
    expect(text.startsWith('\u2066')).toBe(true);
    expect(text.endsWith('\u2069')).toBe(true);
    expect(stripBidi(text)).toMatch(/155[,٬]000[.٫]00/);
    expect(text).not.toMatch(/[٠-٩]/);
  });
  it('falls back to the code for a currency Intl does not know', () => {
    expect(formatMinorUnits(1234, 'not a code', 2, 'en')).toBe('12.34 not a code');
  });
});

describe('the rate lock countdown', () => {
  const quote = { lockedAt: '2026-11-01T10:00:00.000Z', expiresAt: '2026-11-01T10:15:00.000Z' };
  it("runs for the lock's length from when the quote arrived, whatever the browser clock says", () => {
    // a browser clock two hours off
    const received = Date.parse('2026-11-01T12:00:05.000Z');
    expect(localExpiry(quote, received)).toBe(received + 15 * 60_000);
  });
  it('has no time left on a malformed quote', () => {
    expect(localExpiry({ lockedAt: 'x', expiresAt: 'y' }, 1000)).toBe(1000);
  });
  it('counts whole seconds up, never below zero', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 20_000)).toBe(0);
  });
  it('reads minutes and seconds', () => {
    expect(countdownText(15 * 60)).toBe('15:00');
    expect(countdownText(845)).toBe('14:05');
    expect(countdownText(9)).toBe('0:09');
    expect(countdownText(0)).toBe('0:00');
    expect(countdownText(-3)).toBe('0:00');
    expect(countdownText(3600)).toBe('1:00:00');
  });
});

describe('joinAlternatives', () => {
  const comma = (list: string, item: string) => `${list}, ${item}`;
  const or = (list: string, last: string) => `${list} or ${last}`;
  it('joins with commas and "or" before the last', () => {
    expect(joinAlternatives(['card', 'bank transfer', 'USSD', 'mobile money'], comma, or)).toBe(
      'card, bank transfer, USSD or mobile money',
    );
    expect(joinAlternatives(['card', 'USSD'], comma, or)).toBe('card or USSD');
    expect(joinAlternatives(['card'], comma, or)).toBe('card');
    expect(joinAlternatives([], comma, or)).toBe('');
  });
  it('capitalizes the first letter only', () => {
    expect(capitalize('card, USSD or mobile money', 'en')).toBe('Card, USSD or mobile money');
    expect(capitalize('بطاقة', 'ar')).toBe('بطاقة');
    expect(capitalize('', 'en')).toBe('');
  });
});

describe('isPaymentQuote', () => {
  const quote = {
    quoteId: 'q1',
    rail: 'paystack',
    currency: 'NGN',
    amountMinor: 15_500_000,
    digits: 2,
    usdTotalCents: 10_000,
    rate: '1550',
    rateDate: '2026-11-01',
    lockedAt: '2026-11-01T10:00:00.000Z',
    expiresAt: '2026-11-01T10:15:00.000Z',
  };
  it("recognizes the fresh quote of a QUOTE_EXPIRED error's details", () => {
    expect(isPaymentQuote(quote)).toBe(true);
  });
  it('refuses anything else', () => {
    expect(isPaymentQuote(undefined)).toBe(false);
    expect(isPaymentQuote('q1')).toBe(false);
    expect(isPaymentQuote({ ...quote, amountMinor: '15500000' })).toBe(false);
  });
});

describe('whole-unit amounts (M-Pesa)', () => {
  it('reads Kenyan shillings as KSh, without a zero fraction when asked', () => {
    const en = (minor: number, wholeUnits?: boolean) =>
      formatMinorUnits(minor, 'KES', 2, 'en', wholeUnits ? { wholeUnits } : {}).replace(/\s/g, ' ');
    expect(en(123_400, true)).toBe('KSh 1,234');
    expect(en(123_450, true)).toBe('KSh 1,234.50');
    expect(en(123_400)).toBe('KSh 1,234.00');
    expect(stripBidi(formatMinorUnits(123_400, 'KES', 2, 'fr', { wholeUnits: true })).replace(/\s/g, ' ')).toBe(
      '1 234 KSh',
    );
  });
  it('isolates the amount left to right in Arabic, with Latin digits', () => {
    const text = formatMinorUnits(123_400, 'KES', 2, 'ar', { wholeUnits: true });
    expect(text.startsWith('\u2066')).toBe(true);
    expect(stripBidi(text)).toMatch(/^1,234\sKSh$/);
  });
  it('knows which rails charge whole units and how many digits a currency has', () => {
    expect(chargesWholeUnits('mpesa')).toBe(true);
    expect(chargesWholeUnits('paystack')).toBe(false);
    expect(chargesWholeUnits(undefined)).toBe(false);
    expect(currencyDigits('KES')).toBe(2);
    expect(currencyDigits('XOF')).toBe(0);
    expect(currencyDigits('not a code')).toBe(2);
  });
});
