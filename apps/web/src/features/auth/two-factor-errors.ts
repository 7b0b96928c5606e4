import type { TFunction } from '../../i18n/translator';
import { ERROR_NAMESPACE } from '@app/shared/error-messages';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-message';

/**
 * The notice to take back to the password step when a refusal of the two-factor step killed its challenge (too many
 * wrong codes: TWO_FACTOR_LOCKED, so only a new sign-in with the password gives another), or null when the user may
 * simply try another code. Worded by the server in the page language, else by the shared catalogue.
 */
export function lockedChallengeNotice(t: TFunction, error: unknown): string | null {
  if (!(error instanceof ApiError) || error.code !== 'TWO_FACTOR_LOCKED') return null;
  return errorMessage(t, error, `${ERROR_NAMESPACE}:auth.twoFactorLocked`);
}
