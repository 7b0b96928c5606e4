import type { TFunction } from 'i18next';
import { ApiError } from './api-client';

/**
 * A translated message for an error: network and rate-limit failures get their own text,
 * other codes the given per-code keys, anything else the fallback key (all keys in the given namespace
 * or qualified with "ns:").
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
  }
  return t(fallbackKey);
}

/** Server field errors (VALIDATION_ERROR details.fields) of an ApiError, or an empty object. */
export function fieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError ? error.fields : {};
}
