/**
 * One JSON call to a payout provider, as payments/provider-http.ts makes it for payment rails (a copy: that file is
 * private to payments under `scripts/check-imports.mjs`): bounded by `timeoutMs`; a network failure, a timeout, an
 * unreadable body or a 5xx is a ProviderUnavailableError, unless `isAnswer` says the 5xx is the provider's answer.
 */
import { createHmac } from 'node:crypto';
import { safeEqual } from '../../lib/tokens.ts';
import { ProviderUnavailableError } from './payout-provider.ts';

export async function providerJson<T>(
  fetchImpl: typeof fetch,
  url: string,
  init: RequestInit,
  opts: { provider: string; timeoutMs?: number; isAnswer?: (status: number, body: Record<string, unknown>) => boolean },
): Promise<{ status: number; body: T }> {
  let res: Response;
  try {
    res = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(opts.timeoutMs ?? 15_000) });
  } catch (err) {
    throw new ProviderUnavailableError(opts.provider, err);
  }
  const unavailable = () => new ProviderUnavailableError(opts.provider, new Error(`HTTP ${res.status}`));
  let body: Record<string, unknown>;
  try {
    const text = await res.text();
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch (err) {
    throw res.status >= 500 ? unavailable() : new ProviderUnavailableError(opts.provider, err);
  }
  if (res.status >= 500 && !opts.isAnswer?.(res.status, body)) throw unavailable();
  // Our credentials refused: nothing happened; an operator must fix the keys, and the caller retries later.
  if (res.status === 401 || res.status === 403) throw unavailable();
  return { status: res.status, body: body as T };
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
