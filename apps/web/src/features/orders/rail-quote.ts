/**
 * Pure helpers of paying through a local rail (Paystack, Flutterwave, M-Pesa, MTN MoMo) at a locked rate: which currency
 * to offer first, whether its amounts are whole units, and how long the lock still holds on this browser's clock.
 */
import type { PaymentQuoteDto } from '@app/shared/payments';

/** The currency most buyers of a delivery country pay in (ISO 3166 alpha-2 -> ISO 4217). */
const COUNTRY_CURRENCY: Readonly<Record<string, string>> = {
  NG: 'NGN',
  GH: 'GHS',
  KE: 'KES',
  UG: 'UGX',
  ZA: 'ZAR',
  // the West African CFA franc (UEMOA)
  CI: 'XOF',
  SN: 'XOF',
  BJ: 'XOF',
  BF: 'XOF',
  ML: 'XOF',
  NE: 'XOF',
  TG: 'XOF',
};

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

/** Rails that charge whole units only (M-Pesa, MTN MoMo): their amounts read without a zero fraction. */
export function chargesWholeUnits(rail: string | undefined): boolean {
  return rail === 'mpesa' || rail === 'momo';
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
