import { ProviderUnavailableError } from './payment-provider.ts';

/**
 * One JSON call to a payment or payout provider, as every adapter makes it: bounded by `timeoutMs`; a network failure,
 * a timeout, an unreadable body or a 5xx is a ProviderUnavailableError (nothing is assumed to have happened), unless
 * `isAnswer` says that 5xx is the provider's own answer (Daraja's "still processing"). With `credentialsRefused:
 * 'unavailable'` (payouts) a 401 or 403 is one too: our keys were refused, nothing happened, an operator must fix them
 * and the caller retries later.
 */
export async function providerJson<T>(
  fetchImpl: typeof fetch,
  url: string,
  init: RequestInit,
  opts: {
    provider: string;
    timeoutMs?: number;
    isAnswer?: (status: number, body: Record<string, unknown>) => boolean;
    credentialsRefused?: 'answer' | 'unavailable';
  },
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
  if (opts.credentialsRefused === 'unavailable' && (res.status === 401 || res.status === 403)) throw unavailable();
  return { status: res.status, body: body as T };
}

/** The JSON request init of a bearer-authenticated call (Paystack, Flutterwave). */
export function bearerJson(method: 'GET' | 'POST', secretKey: string, body?: unknown): RequestInit {
  return {
    method,
    headers: {
      authorization: `Bearer ${secretKey}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  };
}
