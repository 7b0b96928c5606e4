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

/** Integer minor units as an exact decimal string: (12345678, 2) -> "123456.78", (-5, 2) -> "-0.05", (900, 0) -> "900". */
export function minorToDecimal(minor: number, digits: number): `${number}` {
  const sign = minor < 0 ? '-' : '';
  const abs = String(Math.abs(Math.trunc(minor)));
  if (digits <= 0) return `${sign}${abs}` as `${number}`;
  const padded = abs.padStart(digits + 1, '0');
  return `${sign}${padded.slice(0, -digits)}.${padded.slice(-digits)}` as `${number}`;
}

/** The symbol buyers read where Intl prints the bare ISO code ("KES 1,234" -> "KSh 1,234", as M-Pesa writes it). */
const LOCAL_SYMBOLS: Readonly<Record<string, string>> = { KES: 'KSh' };

/**
 * "₦1,464,750.00", "KSh 12,500.50", "18 090 F CFA" (fr): an amount in any currency from its integer minor units, with
 * that currency's own digits, in the page language with Latin digits and no float arithmetic (Intl formats the exact
 * decimal string); isolated left to right in Arabic like every other amount. An unknown language falls back to English
 * formatting, an unknown currency code to "12.34 XYZ". `wholeUnits` (a rail that charges whole units: M-Pesa, MoMo)
 * drops a zero fraction: "KSh 1,234".
 */
export function formatMinorMoney(
  minor: number,
  currency: string,
  lang: string,
  { wholeUnits = false }: { wholeUnits?: boolean } = {},
): string {
  const digits = currencyDigits(currency);
  const whole = wholeUnits && digits > 0 && Math.trunc(minor) % 10 ** digits === 0;
  const decimal = whole ? minorToDecimal(Math.trunc(minor) / 10 ** digits, 0) : minorToDecimal(minor, digits);
  const shown = whole ? 0 : digits;
  const options: Intl.NumberFormatOptions = {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: shown,
    maximumFractionDigits: shown,
  };
  let text: string;
  try {
    text = new Intl.NumberFormat(numberLocale(lang), options).format(decimal);
  } catch {
    try {
      text = new Intl.NumberFormat('en', options).format(decimal);
    } catch {
      text = `${decimal} ${currency}`;
    }
  }
  const symbol = LOCAL_SYMBOLS[currency];
  if (symbol) text = text.replace(currency, symbol);
  return isRtl(lang) ? isolateLtr(stripBidi(text)) : text;
}

/** A vendor order's part held in another currency than USD (OrderDto vendorOrders[].settlement). */
export interface Settlement {
  currency: string;
  subtotalMinor: number;
  /** Shipping paid with the goods (issue 17); absent on orders from before it was charged. */
  shippingMinor?: number;
  buyerFeeMinor: number;
}

/**
 * What escrow holds for a vendor order in its settlement currency: the goods, the shipping and the buyer fee (the
 * buyer's view: what they paid for that part), or the goods only (the vendor's view, like its USD value).
 */
export function settlementMinor(settlement: Settlement, withBuyerFee: boolean): number {
  if (!withBuyerFee) return settlement.subtotalMinor;
  return settlement.subtotalMinor + (settlement.shippingMinor ?? 0) + settlement.buyerFeeMinor;
}
