import { randomUUID } from 'node:crypto';
import { TIMES } from '@app/shared/constants';
import { displayName } from '@app/shared/names';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import { audit } from '../audit/audit.service.ts';
import { renderVerifyEmail } from '../mail/mail.service.ts';
import * as repo from './auth.repository.ts';
import type { ClientInfo, UserRow } from './auth.types.ts';
import { passwordWeaknesses } from './password.ts';
import { issueToken, joinToken } from './tokens.ts';

/** The steps the auth use cases share (use-cases/): password strength, the verification e-mail, a new session. */

export const HOUR = 3_600_000;

export function assertStrongPassword(password: string, context: { email?: string; name?: string }): void {
  const reasons = passwordWeaknesses(password, context);
  if (reasons.length > 0) {
    throw new AppError('WEAK_PASSWORD', reasons[0]!, { reasons, fields: { password: reasons[0] } });
  }
}

/** Retires the user's earlier verification links and e-mails a new one, in the caller's transaction. */
export async function sendVerification(deps: Deps, db: DbOrTx, user: UserRow): Promise<void> {
  const now = deps.clock.now();
  await repo.retireTokens(db, user.id, 'email_verify', now);
  const token = await issueToken(db, user.id, 'email_verify', TIMES.emailVerificationTtlHours * HOUR, now);
  const url = `${deps.config.publicUrl}/verify-email?token=${encodeURIComponent(joinToken(token))}`;
  const mail = renderVerifyEmail(
    user.language,
    displayName(user.firstName, user.lastName, user.email),
    url,
    TIMES.emailVerificationTtlHours,
  );
  await deps.mailer.send({ to: user.email, kind: 'verify_email', ...mail }, db);
}

/** Opens a session (audited as a sign-in) and returns its secret token, only ever held by the cookie. */
export async function createSession(deps: Deps, userId: string, client: ClientInfo): Promise<string> {
  const token = randomToken(32);
  const now = deps.clock.now();
  await repo.insertSession(deps.db, {
    id: randomUUID(),
    tokenHash: sha256(token),
    userId,
    userAgent: client.userAgent,
    ip: client.ip,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + TIMES.sessionTtlDays * 24 * HOUR),
  });
  await audit(deps.db, {
    actorId: userId,
    action: 'auth.login',
    subjectType: 'user',
    subjectId: userId,
    ip: client.ip,
  });
  return token;
}
