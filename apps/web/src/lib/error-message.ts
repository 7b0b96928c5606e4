import type { TFunction } from '../i18n/translator';
import { ApiError } from './api-client';

/**
 * A translated message for an error: the given per-code keys first; network, rate-limit, session and permission
 * failures get their own text; a refusal the server worded (a business rule: "A label was already bought for this
 * shipment") shows the server's message, which is in the page language; anything else, and validation errors whose
 * fields carry the details, the fallback key (all keys in the given namespace or qualified with "ns:").
 */
export function errorMessage(
  t: TFunction,
  error: unknown,
  fallbackKey: string,
  byCode: Partial<Record<string, string>> = {},
): string {
  if (error instanceof ApiError) {
    const key = byCode[error.code];
    if (key) return t(key);
    if (error.code === 'NETWORK') return t('common:errors.network');
    if (error.code === 'RATE_LIMITED') return t('common:errors.rateLimited');
    if (error.code === 'UNAUTHENTICATED') return t('common:errors.sessionExpired');
    if (error.code === 'FORBIDDEN') return t('common:errors.forbidden');
    if (isServerWorded(error)) return error.message;
  }
  return t(fallbackKey);
}

/** A refusal with the server's own message (named in its catalogue): not an internal error, not a form's field errors. */
function isServerWorded(error: ApiError): boolean {
  if (!error.key || !error.message || error.code === 'INTERNAL' || error.code === 'HTTP_ERROR') return false;
  return !(error.code === 'VALIDATION_ERROR' && Object.keys(error.fields).length > 0);
}

/** Server field errors (VALIDATION_ERROR details.fields) of an ApiError, or an empty object. */
export function fieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError ? error.fields : {};
}
