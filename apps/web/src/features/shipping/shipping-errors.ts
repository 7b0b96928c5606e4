import type { TFunction } from '../../i18n/translator';
import { ApiError } from '../../lib/api-client';

export type ShippingAction = 'create' | 'buy' | 'track';

/** Translation keys (namespace `shipping`) of each action's message "Failed to …: <reason>" and its fallback reason. */
const KEYS: Record<ShippingAction, { prefix: string; fallback: string }> = {
  create: { prefix: 'errors.createFailed', fallback: 'errors.createFallback' },
  buy: { prefix: 'errors.buyFailed', fallback: 'errors.buyFallback' },
  track: { prefix: 'errors.trackFailed', fallback: 'errors.unknown' },
};

/**
 * The reason shown after "Failed to …: " (spec 8): the server's message, the translated network message when no answer
 * came, the action's fallback when the message is empty, "Unknown error" for anything that is not an error.
 */
export function failureReason(t: TFunction, error: unknown, fallbackKey: string): string {
  if (error instanceof ApiError) {
    if (error.code === 'NETWORK') return t('common:errors.network');
    if (error.code === 'RATE_LIMITED') return t('common:errors.rateLimited');
    if (error.code === 'UNAUTHENTICATED') return t('common:errors.sessionExpired');
    return error.message.trim() || t(`shipping:${fallbackKey}`);
  }
  if (error instanceof Error) return error.message.trim() || t(`shipping:${fallbackKey}`);
  return t('shipping:errors.unknown');
}

/** "Failed to create shipment: …", "Failed to buy label: …", "Failed to track shipment: …" (spec 8). */
export function shippingErrorMessage(t: TFunction, action: ShippingAction, error: unknown): string {
  const keys = KEYS[action];
  return t(`shipping:${keys.prefix}`, { message: failureReason(t, error, keys.fallback) });
}

/**
 * The public tracking page's error text (spec 8): the server's message when it answered with one,
 * "Failed to fetch tracking data" for an answer without one, "Failed to load tracking information" when no answer came.
 */
export function trackingPageErrorMessage(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'NETWORK') return t('shipping:tracking.loadFailed');
    if (error.code === 'HTTP_ERROR' || !error.message.trim()) return t('shipping:tracking.fetchFailed');
    return error.message;
  }
  return t('shipping:tracking.loadFailed');
}
