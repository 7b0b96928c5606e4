import { ApiError } from '../../lib/api-client';

/** The catalogue key for TRANSLATION_UNAVAILABLE: switched off, or the service is not answering. */
export function unavailableKey(error: unknown): string {
  return error instanceof ApiError && error.details.reason === 'disabled' ? 'error.disabled' : 'error.unavailable';
}
