import { TIMES } from '@app/shared/constants';
import { msg } from '@app/shared/error-messages';
import { displayName } from '@app/shared/names';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { audit } from '../../audit/audit.service.ts';
import { renderPasswordReset } from '../../mail/mail.service.ts';
import * as repo from '../auth.repository.ts';
import { issueToken } from '../tokens.ts';

/** E-mails a password reset link (earlier links retired). */
export async function forgotPassword(deps: Deps, email: string): Promise<void> {
  const user = await repo.findUserByEmail(deps.db, email);
  if (!user) {
    throw new AppError('NO_ACCOUNT', msg('auth.noAccount'));
  }
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await repo.retireTokens(tx, user.id, 'password_reset', now);
    const token = await issueToken(tx, user.id, 'password_reset', TIMES.passwordResetTtlMinutes * 60_000, now);
    const url = `${deps.config.publicUrl}/reset-password?access_token=${token.selector}&refresh_token=${token.verifier}`;
    const mail = renderPasswordReset(
      user.language,
      displayName(user.firstName, user.lastName, user.email),
      url,
      TIMES.passwordResetTtlMinutes,
    );
    await deps.mailer.send({ to: user.email, kind: 'password_reset', ...mail }, tx);
    await audit(tx, {
      actorId: user.id,
      action: 'auth.password_reset_requested',
      subjectType: 'user',
      subjectId: user.id,
    });
  });
}
