import { DISPLAY_CURRENCY_DIGITS } from '@app/shared/constants';
import { isolateLtr, isRtl, stripBidi } from '../../lib/bidi';
import { numberLocale } from '../../lib/money';

/**
 * How many minor-unit digits a currency has, as the server counts them (packages/shared DISPLAY_CURRENCY_DIGITS: none
 * for XOF and UGX, two for the others); a currency outside that list is counted with two, like the server does.
 */
export function currencyDigits(currency: string): number {
  return (DISPLAY_CURRENCY_DIGITS as Record<string, number>)[currency] ?? 2;
}

/** "1464750.00 NGN" with integer arithmetic only, for a currency code Intl does not know. */
function plain(minor: number, currency: string, digits: number): string {
  const abs = Math.abs(minor);
  const scale = 10 ** digits;
  const whole = Math.floor(abs / scale);
  const frac = digits > 0 ? `.${String(abs % scale).padStart(digits, '0')}` : '';
  return `${minor < 0 ? '-' : ''}${whole}${frac} ${currency}`;
}

/**
 * "₦1,464,750.00", "KSh 12,500.00", "18 090 F CFA" (fr): an amount in any currency from its integer minor units, with
 * that currency's own digits, in the page language with Latin digits; isolated left to right in Arabic like every other
 * amount. An unknown language falls back to English formatting, an unknown currency code to "12.34 XYZ".
 */
export function formatMinorMoney(minor: number, currency: string, lang: string): string {
  const digits = currencyDigits(currency);
  const options: Intl.NumberFormatOptions = {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  };
  const value = minor / 10 ** digits;
  let text: string;
  try {
    text = new Intl.NumberFormat(numberLocale(lang), options).format(value);
  } catch {
    try {
      text = new Intl.NumberFormat('en', options).format(value);
    } catch {
      text = plain(minor, currency, digits);
    }
  }
  return isRtl(lang) ? isolateLtr(stripBidi(text)) : text;
}

/** A vendor order's part held in another currency than USD (OrderDto vendorOrders[].settlement). */
export interface Settlement {
  currency: string;
  subtotalMinor: number;
  buyerFeeMinor: number;
}

/**
 * What escrow holds for a vendor order in its settlement currency: the goods and the buyer fee (the buyer's view: what
 * they paid for that part), or the goods only (the vendor's view, like its USD value).
 */
export function settlementMinor(settlement: Settlement, withBuyerFee: boolean): number {
  return settlement.subtotalMinor + (withBuyerFee ? settlement.buyerFeeMinor : 0);
}
