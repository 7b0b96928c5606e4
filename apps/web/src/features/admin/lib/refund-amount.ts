import { DISPLAY_CURRENCY_DIGITS } from '@app/shared/constants';

const digitsOf = (currency: string) => (DISPLAY_CURRENCY_DIGITS as Record<string, number>)[currency] ?? 2;

/** Minor units as the admin types the amount ("40598", "1464750.00"). */
export function minorToInput(minor: number, currency: string): string {
  const d = digitsOf(currency);
  if (d === 0) return String(minor);
  return `${Math.floor(minor / 10 ** d)}.${String(minor % 10 ** d).padStart(d, '0')}`;
}

/** The typed amount in minor units, or null when it is not a positive amount with at most the currency's decimals. */
export function inputToMinor(input: string, currency: string): number | null {
  const d = digitsOf(currency);
  const m = new RegExp(d === 0 ? '^\\s*(\\d{1,12})\\s*$' : `^\\s*(\\d{1,12})(?:[.,](\\d{1,${d}}))?\\s*$`).exec(input);
  if (!m) return null;
  const minor = Number(m[1]) * 10 ** d + Number((m[2] ?? '').padEnd(d, '0') || '0');
  return minor > 0 && Number.isSafeInteger(minor) ? minor : null;
}

/** A payment reference as the server accepts it (3 to 60 letters, digits, '.', '/', '-', '_'). */
export function isRefundReference(input: string): boolean {
  return /^[\w./-]{3,60}$/.test(input.trim());
}
