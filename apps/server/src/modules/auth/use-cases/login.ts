import { TIMES } from '@app/shared/constants';
import { msg } from '@app/shared/error-messages';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { audit } from '../../audit/audit.service.ts';
import { createSession } from '../auth-steps.ts';
import * as repo from '../auth.repository.ts';
import type { ClientInfo, UserRow } from '../auth.types.ts';
import { DUMMY_HASH_PROMISE, verifyPassword } from '../password.ts';
import { issueToken, joinToken } from '../tokens.ts';

export type LoginResult =
  { status: 'signed-in'; user: UserRow; sessionToken: string } | { status: 'two-factor-required'; challengeId: string };

/** E-mail and password: a session, or a two-factor challenge when the account has an authenticator. */
export async function login(deps: Deps, email: string, password: string, client: ClientInfo): Promise<LoginResult> {
  const user = await repo.findUserByEmail(deps.db, email);
  const ok = await verifyPassword(password, user?.passwordHash ?? (await DUMMY_HASH_PROMISE));
  if (!user || !ok) {
    await audit(deps.db, {
      actorId: user?.id ?? null,
      action: 'auth.login_failed',
      subjectType: 'user',
      subjectId: user?.id ?? null,
      data: { email },
      ip: client.ip,
    });
    throw new AppError('INVALID_CREDENTIALS', msg('auth.invalidCredentials'));
  }
  if (!user.emailVerifiedAt) {
    throw new AppError('EMAIL_NOT_VERIFIED', msg('auth.emailNotVerified'));
  }
  if (user.status === 'suspended') {
    throw new AppError('ACCOUNT_SUSPENDED', msg('auth.suspended'));
  }
  if (user.totpEnabledAt) {
    const token = await issueToken(
      deps.db,
      user.id,
      'two_factor',
      TIMES.twoFactorChallengeTtlMinutes * 60_000,
      deps.clock.now(),
    );
    return { status: 'two-factor-required', challengeId: joinToken(token) };
  }
  const sessionToken = await createSession(deps, user.id, client);
  return { status: 'signed-in', user, sessionToken };
}
