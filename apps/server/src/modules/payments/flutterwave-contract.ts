/** Flutterwave's contract as both the adapter and the built-in stand-in use it (no cycle between them). */

/** The currencies we let Flutterwave charge in (minor-unit digits: UGX and XOF have none). */
export const FLUTTERWAVE_CURRENCIES = ['NGN', 'GHS', 'KES', 'UGX', 'XOF', 'ZAR'] as const;

export const FLUTTERWAVE_DIGITS: Record<string, number> = { UGX: 0, XOF: 0 };

/** Flutterwave amounts are in units ("1500.50"); ours in minor units. */
export function toUnits(amountMinor: number, currency: string): number {
  return amountMinor / 10 ** (FLUTTERWAVE_DIGITS[currency] ?? 2);
}

export function toMinorUnits(amount: number, currency: string): number {
  return Math.round(amount * 10 ** (FLUTTERWAVE_DIGITS[currency] ?? 2));
}

/** The transaction fields we read from verify answers and charge.completed events. */
export interface FlutterwaveTransaction {
  id: number;
  tx_ref: string;
  status: string;
  amount: number;
  currency: string;
}
