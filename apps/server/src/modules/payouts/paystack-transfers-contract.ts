/**
 * Paystack Transfers' contract as both the adapter and the built-in stand-in use it (no cycle between them):
 * recipient types by currency and method, the transfer fields we read, and the webhook signature (the same HMAC as
 * payments/paystack-contract.ts's `paystackSignature`, copied because that file is private to payments).
 */
import { createHmac } from 'node:crypto';
import { safeEqual } from '../../lib/tokens.ts';
import type { PayoutMethod } from './payout-provider.ts';

/** The currencies Paystack pays out in; all have a subunit of 1/100 (kobo, pesewas, cents). */
export const PAYSTACK_TRANSFER_CURRENCIES = ['NGN', 'GHS', 'KES', 'ZAR'] as const;

/** Paystack's transfer recipient `type` for a method and currency; null when Paystack cannot pay there. */
export function paystackRecipientType(method: PayoutMethod, currency: string): string | null {
  if (method === 'bank')
    return ({ NGN: 'nuban', GHS: 'ghipss', KES: 'kepss', ZAR: 'basa' } as Record<string, string>)[currency] ?? null;
  if (method === 'mpesa') return currency === 'KES' ? 'mobile_money' : null;
  return currency === 'GHS' ? 'mobile_money' : null; // momo: MTN, Vodafone, AirtelTigo in Ghana
}

/** The transfer fields we read from `POST /transfer`, `GET /transfer/verify/:reference` and `transfer.*` events. */
export interface PaystackTransfer {
  id: number;
  reference: string;
  transfer_code: string;
  amount: number;
  currency: string;
  /** pending, success, failed, reversed, otp, abandoned, blocked, rejected, received. */
  status: string;
  reason?: string | null;
  recipient?: unknown;
  failures?: unknown;
  gateway_response?: string | null;
}

/** Hex HMAC-SHA512 of the raw body keyed with the secret key (x-paystack-signature). */
export function paystackSignature(secretKey: string, rawBody: string): string {
  return createHmac('sha512', secretKey).update(rawBody, 'utf8').digest('hex');
}

export type PaystackTransferEvent = 'transfer.success' | 'transfer.failed' | 'transfer.reversed';
const TRANSFER_EVENTS = new Set<string>(['transfer.success', 'transfer.failed', 'transfer.reversed']);

/**
 * A Paystack `transfer.*` webhook, verified: the signature must be the HMAC-SHA512 of these exact bytes with our
 * secret key (compared in constant time). Null when unsigned, forged, unreadable, or not a transfer event. A valid
 * event still decides nothing (a replay is validly signed): the caller asks `GET /transfer/verify/:reference`.
 */
export function parsePaystackTransferWebhook(
  rawBody: string,
  signatureHeader: string | string[] | undefined,
  secretKey: string,
): { event: PaystackTransferEvent; reference: string } | null {
  const signature = Array.isArray(signatureHeader) ? signatureHeader[0] : signatureHeader;
  if (typeof signature !== 'string' || !/^[0-9a-f]{128}$/i.test(signature)) return null;
  if (!safeEqual(signature.toLowerCase(), paystackSignature(secretKey, rawBody))) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    return null;
  }
  const { event, data } = (parsed ?? {}) as { event?: unknown; data?: { reference?: unknown } };
  if (typeof event !== 'string' || !TRANSFER_EVENTS.has(event)) return null;
  const reference = data?.reference;
  if (typeof reference !== 'string' || reference === '') return null;
  return { event: event as PaystackTransferEvent, reference };
}
