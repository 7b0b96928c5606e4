/**
 * Pure helpers of paying through a local rail (Paystack) at a locked rate: which currency to offer first, how the
 * quoted amount reads, and how long the lock still holds on this browser's clock.
 */
import { DISPLAY_CURRENCY_DIGITS } from '@app/shared/constants';
import type { PaymentQuoteDto } from '@app/shared/payments';
import { isolateLtr, isRtl, stripBidi } from '../../lib/bidi';
import { numberLocale } from '../../lib/money';

/** The currency most buyers of a delivery country pay in (ISO 3166 alpha-2 -> ISO 4217). */
const COUNTRY_CURRENCY: Readonly<Record<string, string>> = { NG: 'NGN', GH: 'GHS', KE: 'KES', ZA: 'ZAR' };

/**
 * The rail currency offered first: the buyer's display currency when the rail charges in it, else the delivery
 * country's, else the rail's first. '' when the rail lists none.
 */
export function defaultRailCurrency(
  currencies: readonly string[],
  displayCurrency: string | null | undefined,
  countryCode: string | null | undefined,
): string {
  if (displayCurrency && currencies.includes(displayCurrency)) return displayCurrency;
  const local = countryCode ? COUNTRY_CURRENCY[countryCode.toUpperCase()] : undefined;
  if (local && currencies.includes(local)) return local;
  return currencies[0] ?? '';
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

/** Rails that charge whole units only (M-Pesa takes whole shillings): their amounts read without a zero fraction. */
export function chargesWholeUnits(rail: string | undefined): boolean {
  return rail === 'mpesa';
}

/** The digits of a currency's minor unit as the server counts them (KES 2, XOF 0); 2 for one it does not list. */
export function currencyDigits(currency: string): number {
  return (DISPLAY_CURRENCY_DIGITS as Readonly<Record<string, number>>)[currency] ?? 2;
}

/**
 * "₦123,456.78" (en), "123 456,78 ₦" (fr), "KSh 1,234" (whole units), an amount in any currency from its minor units
 * and their digits, with Latin digits and no float arithmetic; isolated left to right in a right-to-left language like
 * every other amount. An unknown currency code reads "123456.78 XYZ". `wholeUnits` drops a zero fraction.
 */
export function formatMinorUnits(
  minor: number,
  currency: string,
  digits: number,
  lang: string,
  { wholeUnits = false }: { wholeUnits?: boolean } = {},
): string {
  const whole = wholeUnits && digits > 0 && Math.trunc(minor) % 10 ** digits === 0;
  const decimal = whole ? minorToDecimal(Math.trunc(minor) / 10 ** digits, 0) : minorToDecimal(minor, digits);
  const shown = whole ? 0 : Math.max(0, digits);
  const options: Intl.NumberFormatOptions = {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: shown,
    maximumFractionDigits: shown,
  };
  let text: string;
  try {
    // Intl formats a decimal string exactly (no rounding through a binary float)
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

/**
 * When the lock ends on this browser's clock: the time the quote arrived plus the lock's length as the server set
 * it (expiresAt - lockedAt), so a browser clock minutes off neither expires the quote early nor keeps it too long.
 */
export function localExpiry(quote: Pick<PaymentQuoteDto, 'lockedAt' | 'expiresAt'>, receivedAt: number): number {
  const ttl = Date.parse(quote.expiresAt) - Date.parse(quote.lockedAt);
  return receivedAt + (Number.isFinite(ttl) && ttl > 0 ? ttl : 0);
}

/** Whole seconds left until `expiresAt` (rounded up, never negative). */
export function secondsLeft(expiresAt: number, now: number): number {
  return Math.max(0, Math.ceil((expiresAt - now) / 1000));
}

/** "14:05", "0:09", "1:00:00": a countdown from seconds. */
export function countdownText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/**
 * A list read as alternatives, with the catalogue's joins: ["card", "USSD", "mobile money"] ->
 * "card, USSD or mobile money". `comma` joins the list so far and the next item, `or` the list and the last one.
 */
export function joinAlternatives(
  items: readonly string[],
  comma: (list: string, item: string) => string,
  or: (list: string, last: string) => string,
): string {
  if (items.length === 0) return '';
  let list = items[0]!;
  for (let i = 1; i < items.length; i++) list = i === items.length - 1 ? or(list, items[i]!) : comma(list, items[i]!);
  return list;
}

/** The first letter in upper case, in the language's own rules ("card, ..." -> "Card, ..."). */
export function capitalize(text: string, lang: string): string {
  const first = text.charAt(0);
  try {
    return first.toLocaleUpperCase(lang) + text.slice(1);
  } catch {
    return first.toUpperCase() + text.slice(1);
  }
}

/** A quote the server sent back with QUOTE_EXPIRED (error.details.quote). */
export function isPaymentQuote(value: unknown): value is PaymentQuoteDto {
  if (typeof value !== 'object' || value === null) return false;
  const q = value as Record<string, unknown>;
  return (
    typeof q.quoteId === 'string' &&
    typeof q.rail === 'string' &&
    typeof q.currency === 'string' &&
    typeof q.rate === 'string' &&
    typeof q.rateDate === 'string' &&
    typeof q.amountMinor === 'number' &&
    typeof q.digits === 'number' &&
    typeof q.usdTotalCents === 'number' &&
    typeof q.expiresAt === 'string' &&
    typeof q.lockedAt === 'string'
  );
}
