/** Paystack's contract as both the adapter and the built-in stand-in use it (no cycle between them). */
import { createHmac } from 'node:crypto';

/** The currencies Paystack charges in whose subunit is 1/100 (NGN kobo, GHS pesewas, KES and ZAR cents, USD). */
export const PAYSTACK_CURRENCIES = ['NGN', 'GHS', 'KES', 'ZAR', 'USD'] as const;

/** The transaction fields we read from `verify` answers and `charge.success` events. */
export interface PaystackTransaction {
  id: number;
  status: string;
  reference: string;
  amount: number;
  currency: string;
  channel?: string | null;
  paid_at?: string | null;
  gateway_response?: string | null;
}

export function paystackSignature(secretKey: string, rawBody: string): string {
  return createHmac('sha512', secretKey).update(rawBody, 'utf8').digest('hex');
}
