/** MTN MoMo's contract as both the adapter and the built-in stand-in use it (no cycle between them). */

/** The markets we collect in, by currency: MoMo's target environment and the payer's country code and number length. */
export const MOMO_MARKETS = {
  GHS: { environment: 'mtnghana', countryCode: '233', nationalDigits: 9 },
  UGX: { environment: 'mtnuganda', countryCode: '256', nationalDigits: 9 },
  XOF: { environment: 'mtnivorycoast', countryCode: '225', nationalDigits: 10 },
} as const;
export type MomoCurrency = keyof typeof MOMO_MARKETS;
export const MOMO_CURRENCIES = Object.keys(MOMO_MARKETS) as MomoCurrency[];

/**
 * A payer number as MoMo wants it (MSISDN: country code and national number, digits only), for the market of one
 * currency: "024 412 3456" in Ghana -> "233244123456"; null when it is not a number of that market.
 */
export function momoMsisdn(input: string, currency: string): string | null {
  // MTN's own sandbox collects in EUR from test numbers of any country.
  if (currency === 'EUR') {
    const any = input.replace(/[\s().-]/g, '').replace(/^\+/, '');
    return /^\d{8,15}$/.test(any) ? any : null;
  }
  const market = MOMO_MARKETS[currency as MomoCurrency] as (typeof MOMO_MARKETS)[MomoCurrency] | undefined;
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
