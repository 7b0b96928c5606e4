/**
 * Pure helpers of the mobile-money number at checkout (M-Pesa, MTN MoMo): which numbers the rail can prompt in the
 * market of the charged currency, as the server accepts them (a national number with or without its leading 0, or the
 * country code with or without "+"), and how one reads on the page, the way people of that country write it.
 */

/** Where a rail prompts a phone: the country, its calling code, the national number and how it is grouped. */
export interface PhoneMarket {
  /** ISO 3166 alpha-2: the country named in the field's hint and message. */
  country: string;
  /** Calling code without "+": 254, 233... */
  code: string;
  /** The national number (after the calling code). */
  national: RegExp;
  /** Côte d'Ivoire's 10-digit numbers keep their leading 0 after +225; elsewhere a leading 0 is the trunk prefix. */
  keepsZero: boolean;
  /** Digit groups of the number as written at home: [4, 3, 3] -> "0712 345 678". */
  groups: readonly number[];
  /** A number of the market (MSISDN), shown as the example. */
  sample: string;
}

/** M-Pesa Express prompts Kenyan mobiles (07..., 01...). */
const KENYA: PhoneMarket = {
  country: 'KE',
  code: '254',
  national: /^[17]\d{8}$/,
  keepsZero: false,
  groups: [4, 3, 3],
  sample: '254712345678',
};

/** MTN MoMo collects in the market of the currency charged. */
const MOMO_MARKETS: Readonly<Record<string, PhoneMarket>> = {
  GHS: { country: 'GH', code: '233', national: /^\d{9}$/, keepsZero: false, groups: [3, 3, 4], sample: '233244123456' },
  UGX: { country: 'UG', code: '256', national: /^\d{9}$/, keepsZero: false, groups: [4, 3, 3], sample: '256772123456' },
  XOF: {
    country: 'CI',
    code: '225',
    national: /^\d{10}$/,
    keepsZero: true,
    groups: [2, 2, 2, 2, 2],
    sample: '2250707123456',
  },
};

/** The market a phone rail prompts in for a currency; null for a rail without a number or a currency it lacks. */
export function phoneMarketOf(rail: string, currency: string): PhoneMarket | null {
  if (rail === 'mpesa') return KENYA;
  if (rail === 'momo') return MOMO_MARKETS[currency] ?? null;
  return null;
}

/** Why a typed number cannot be prompted: nothing typed, or not a number of the market. */
export type PayerPhoneProblem = 'required' | 'invalid';

/** "0712 345 678", "+254 712-345-678", "(254) 712345678" -> "254712345678"; null when it is not of the market. */
export function payerMsisdn(input: string, market: PhoneMarket): string | null {
  const digits = input.replace(/[\s().-]/g, '').replace(/^\+/, '');
  if (!/^\d+$/.test(digits)) return null;
  const national = digits.startsWith(market.code)
    ? digits.slice(market.code.length)
    : market.keepsZero
      ? digits
      : digits.replace(/^0/, '');
  return market.national.test(national) ? `${market.code}${national}` : null;
}

/** What is wrong with a typed number, or null when the rail can prompt it. */
export function payerPhoneProblem(input: string, market: PhoneMarket): PayerPhoneProblem | null {
  if (input.trim() === '') return 'required';
  return payerMsisdn(input, market) ? null : 'invalid';
}

/** "254712345678" (or any accepted form) -> "0712 345 678", the way the country writes it; other text trimmed. */
export function formatPayerPhone(input: string, market: PhoneMarket): string {
  const msisdn = payerMsisdn(input, market);
  if (!msisdn) return input.trim();
  const national = msisdn.slice(market.code.length);
  let local = market.keepsZero ? national : `0${national}`;
  const parts: string[] = [];
  for (const size of market.groups) {
    parts.push(local.slice(0, size));
    local = local.slice(size);
  }
  if (local) parts.push(local);
  return parts.filter(Boolean).join(' ');
}

/** "0712 345 678": the market's example number, as the hint and the message show it. */
export function phoneExample(market: PhoneMarket): string {
  return formatPayerPhone(market.sample, market);
}

/** The field's first value: the contact phone when it is a number of the market (written its way), else empty. */
export function payerPrefill(contactPhone: string | null | undefined, market: PhoneMarket): string {
  return contactPhone && payerMsisdn(contactPhone, market) ? formatPayerPhone(contactPhone, market) : '';
}
