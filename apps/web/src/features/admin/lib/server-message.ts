import type { TFunction } from '../../../i18n/translator';
import { errorMessage } from '../../../lib/error-message';

/** The server's own message for a refused action (e.g. "You cannot suspend yourself", in the page language), or a translated fallback. */
export function serverMessage(t: TFunction, error: unknown, fallbackKey: string): string {
  if (error && typeof error === 'object' && 'code' in error && 'message' in error) {
    const code = (error as { code: string }).code;
    if (!['NETWORK', 'HTTP_ERROR', 'INTERNAL', 'RATE_LIMITED', 'UNAUTHENTICATED', 'CSRF_FAILED'].includes(code)) {
      return String((error as { message: string }).message);
    }
  }
  return errorMessage(t, error, fallbackKey);
}
