import type { TFunction } from '../../i18n/translator';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-message';

/** Pure helpers of the PayPal button (spec 4 and 8): which errors to ignore, how to word the others. */

/**
 * The buyer closed PayPal's window: not an error worth showing. Errors named popup-closed or window-closed, or whose
 * message mentions a popup, are ignored (spec 8).
 */
export function isPopupClosedError(error: unknown): boolean {
  if (error === null || error === undefined) return false;
  const name = typeof error === 'object' && 'name' in error ? String(error.name) : '';
  const message =
    typeof error === 'string' ? error : typeof error === 'object' && 'message' in error ? String(error.message) : '';
  const n = name.toLowerCase();
  if (n === 'popup-closed' || n === 'window-closed' || n === 'popupclosederror') return true;
  const m = message.toLowerCase();
  return m.includes('popup') || m.includes('window closed') || m.includes('window-closed');
}

/** The message of anything thrown (PayPal's SDK throws Errors, strings or plain objects). */
export function errorText(error: unknown, fallback: string): string {
  if (typeof error === 'string' && error.trim()) return error;
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const m = error.message;
    if (typeof m === 'string' && m.trim()) return m;
  }
  return fallback;
}

/** Thrown by createOrder when the page already showed the reason (invalid form, cart changed): nothing more to say. */
export class HandledCheckoutError extends Error {
  constructor() {
    super('checkout-handled');
    this.name = 'HandledCheckoutError';
  }
}

export function isHandledCheckoutError(error: unknown): boolean {
  return error instanceof HandledCheckoutError || errorText(error, '').includes('checkout-handled');
}

/** The capture's errors, worded as on the sandbox approval page. */
export function captureFailure(t: TFunction, err: unknown): string {
  if (err instanceof ApiError && err.code === 'OUT_OF_STOCK') return err.message;
  if (err instanceof ApiError && err.code === 'ORDER_PLACEMENT_FAILED') {
    const id = typeof err.details.transactionId === 'string' ? err.details.transactionId : t('sandbox.unknownId');
    return t('sandbox.placementFailed', { id });
  }
  if (err instanceof ApiError && (err.code === 'NETWORK' || err.code === 'UNAUTHENTICATED')) {
    return t('payment.genericError', { message: errorMessage(t, err, 'common:errors.generic') });
  }
  return t('payment.genericError', { message: errorText(err, t('common:errors.generic')) });
}
