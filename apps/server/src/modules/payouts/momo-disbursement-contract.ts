/**
 * MTN MoMo Disbursement's contract as both the adapter and the built-in stand-in use it (no cycle between them). The
 * markets and `momoMsisdn` follow payments/momo-contract.ts (copied: that file is private to payments).
 */

/** The markets we pay out in, by currency: MoMo's target environment and the payee's country code and number length. */
export const MOMO_PAYOUT_MARKETS = {
  GHS: { environment: 'mtnghana', countryCode: '233', nationalDigits: 9 },
  UGX: { environment: 'mtnuganda', countryCode: '256', nationalDigits: 9 },
  XOF: { environment: 'mtnivorycoast', countryCode: '225', nationalDigits: 10 },
} as const;

/** The currency MTN pays in for each target environment (its own sandbox uses EUR). */
export const MOMO_ENVIRONMENT_CURRENCY: Record<string, string> = {
  sandbox: 'EUR',
  mtnghana: 'GHS',
  mtnuganda: 'UGX',
  mtnivorycoast: 'XOF',
};

const DIGITS: Record<string, number> = { UGX: 0, XOF: 0 };
/** The minor units in one whole unit of the currency (MoMo pays whole units). */
export const momoUnit = (currency: string): number => 10 ** (DIGITS[currency] ?? 2);

/** "1500" or "1500.5" in units -> minor units of the currency; null when unreadable. */
export function momoToMinor(amount: unknown, currency: string): number | null {
  if (typeof amount !== 'string' || !/^\d+(\.\d+)?$/.test(amount)) return null;
  const [whole = '0', frac = ''] = amount.split('.');
  const digits = Math.log10(momoUnit(currency));
  return Number(whole) * momoUnit(currency) + Number((frac + '00').slice(0, digits) || '0');
}

/** A payee number as MoMo wants it (country code and national number), for the market of one currency; or null. */
export function momoMsisdn(input: string, currency: string): string | null {
  if (currency === 'EUR') {
    const any = input.replace(/[\s().-]/g, '').replace(/^\+/, '');
    return /^\d{8,15}$/.test(any) ? any : null;
  }
  const markets: Record<string, { countryCode: string; nationalDigits: number } | undefined> = MOMO_PAYOUT_MARKETS;
  const market = markets[currency];
  if (!market) return null;
  const digits = input
    .replace(/[\s().-]/g, '')
    .replace(/^\+/, '')
    .replace(/^00/, '');
  const national = digits.startsWith(market.countryCode)
    ? digits.slice(market.countryCode.length)
    : market.countryCode === '225'
      ? digits // Côte d'Ivoire numbers keep their leading 0 (10 digits)
      : digits.replace(/^0/, '');
  return new RegExp(`^\\d{${market.nationalDigits}}$`).test(national) ? `${market.countryCode}${national}` : null;
}

/** MoMo's `reason` on a failed transfer: a code string, or `{ code, message }` in some versions. */
export function momoReason(reason: unknown): string | null {
  if (typeof reason === 'string' && reason) return reason;
  if (reason && typeof reason === 'object') {
    const { code, message } = reason as { code?: unknown; message?: unknown };
    const parts = [code, message].filter((p): p is string => typeof p === 'string' && p !== '');
    return parts.length ? parts.join(': ') : null;
  }
  return null;
}
