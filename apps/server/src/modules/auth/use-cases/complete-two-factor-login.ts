import { msg } from '@app/shared/error-messages';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { safeEqual, sha256 } from '../../../lib/tokens.ts';
import { audit } from '../../audit/audit.service.ts';
import { createSession } from '../auth-steps.ts';
import * as repo from '../auth.repository.ts';
import type { ClientInfo, UserRow } from '../auth.types.ts';
import { consumeToken, splitToken } from '../tokens.ts';
import { verifyTotp } from '../totp.ts';

/** Codes one sign-in challenge may try; after that it is dead and only a new password sign-in gives another. */
export const TWO_FACTOR_MAX_ATTEMPTS = 5;

export async function completeTwoFactorLogin(
  deps: Deps,
  challengeId: string,
  code: string,
  client: ClientInfo,
): Promise<{ user: UserRow; sessionToken: string }> {
  const { selector, verifier } = splitToken(challengeId);
  const now = deps.clock.now();
  const pending = await repo.findToken(deps.db, 'two_factor', selector);
  if (!pending || pending.usedAt || !safeEqual(pending.verifierHash, sha256(verifier))) {
    throw new AppError('INVALID_TOKEN', msg('auth.signInAttemptInvalid'));
  }
  if (pending.expiresAt <= now) throw new AppError('EXPIRED_TOKEN', msg('auth.signInAttemptExpired'));
  const user = await repo.findUserById(deps.db, pending.userId);
  if (!user?.totpSecret || !user.totpEnabledAt) throw new AppError('INVALID_TOKEN', msg('auth.signInAttemptInvalid'));
  if (user.status === 'suspended') throw new AppError('ACCOUNT_SUSPENDED', msg('auth.suspended'));
  // Every code evaluated takes one of the challenge's attempts first (atomically, so racing guesses cannot exceed it).
  const attempt = await repo.claimTwoFactorAttempt(deps.db, pending, TWO_FACTOR_MAX_ATTEMPTS, now);
  if (attempt === null) throw new AppError('TWO_FACTOR_LOCKED', msg('auth.twoFactorLocked'));
  const step = verifyTotp(user.totpSecret, code, now, user.totpLastStep);
  if (step === null) {
    // The last attempt gone: say so now rather than let the user type a code that can no longer be checked.
    if (attempt === TWO_FACTOR_MAX_ATTEMPTS) {
      await audit(deps.db, {
        actorId: user.id,
        action: 'auth.two_factor_locked',
        subjectType: 'user',
        subjectId: user.id,
        ip: client.ip,
      });
      throw new AppError('TWO_FACTOR_LOCKED', msg('auth.twoFactorLocked'));
    }
    throw new AppError('INVALID_TWO_FACTOR_CODE', msg('auth.codeInvalid'), {
      fields: { code: msg('auth.codeInvalidField') },
    });
  }
  await consumeToken(deps.db, 'two_factor', selector, verifier, now);
  await repo.updateUser(deps.db, user.id, { totpLastStep: String(step) });
  const sessionToken = await createSession(deps, user.id, client);
  return { user, sessionToken };
}
