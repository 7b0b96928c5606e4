/** What the payout adapters share: the provider call (payments' own, keys refused = unavailable) and callback tokens. */
import { createHmac } from 'node:crypto';
import { safeEqual } from '../../lib/tokens.ts';
import { providerJson as paymentsProviderJson } from '../payments/provider-http.ts';

/** One JSON call to a payout provider (payments/provider-http.ts); a 401 or 403 is ProviderUnavailableError. */
export function providerJson<T>(
  fetchImpl: typeof fetch,
  url: string,
  init: RequestInit,
  opts: { provider: string; timeoutMs?: number; isAnswer?: (status: number, body: Record<string, unknown>) => boolean },
): Promise<{ status: number; body: T }> {
  return paymentsProviderJson<T>(fetchImpl, url, init, { ...opts, credentialsRefused: 'unavailable' });
}

/** A field of a provider's JSON as text ('' when absent or not a scalar). */
export const text = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/**
 * The unguessable token our callback address carries for one transfer (M-Pesa and MoMo callbacks are unsigned):
 * HMAC-SHA256 of purpose and reference under a secret of ours.
 */
export function callbackToken(secret: string, purpose: string, reference: string): string {
  return createHmac('sha256', secret).update(`payout-${purpose}:${reference}`).digest('hex').slice(0, 40);
}

export function callbackTokenMatches(secret: string, purpose: string, reference: string, token: unknown): boolean {
  return typeof token === 'string' && safeEqual(token, callbackToken(secret, purpose, reference));
}
