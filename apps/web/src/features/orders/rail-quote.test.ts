import { describe, expect, it } from 'vitest';
import {
  capitalize,
  chargesWholeUnits,
  countdownText,
  defaultRailCurrency,
  isPaymentQuote,
  joinAlternatives,
  localExpiry,
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
  it('knows the currencies of Uganda and the CFA franc countries', () => {
    const FLUTTERWAVE = ['NGN', 'GHS', 'KES', 'UGX', 'XOF', 'ZAR'];
    expect(defaultRailCurrency(FLUTTERWAVE, 'USD', 'UG')).toBe('UGX');
    for (const cc of ['CI', 'SN', 'BJ', 'BF', 'ML', 'NE', 'TG'])
      expect(defaultRailCurrency(FLUTTERWAVE, 'USD', cc)).toBe('XOF');
    expect(defaultRailCurrency(['GHS', 'UGX', 'XOF'], 'EUR', 'GH')).toBe('GHS');
    expect(defaultRailCurrency(['GHS', 'UGX', 'XOF'], 'XOF', 'GH')).toBe('XOF');
  });
  it('is empty for a rail without currencies', () => {
    expect(defaultRailCurrency([], 'NGN', 'NG')).toBe('');
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

describe('whole-unit rails', () => {
  it('M-Pesa and MTN MoMo charge whole units, the hosted pages do not', () => {
    expect(chargesWholeUnits('mpesa')).toBe(true);
    expect(chargesWholeUnits('momo')).toBe(true);
    expect(chargesWholeUnits('paystack')).toBe(false);
    expect(chargesWholeUnits('flutterwave')).toBe(false);
    expect(chargesWholeUnits(undefined)).toBe(false);
  });
});
