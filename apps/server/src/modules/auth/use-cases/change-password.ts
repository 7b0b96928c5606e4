import { msg } from '@app/shared/error-messages';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { audit } from '../../audit/audit.service.ts';
import { notify } from '../../notifications/notifications.service.ts';
import { assertStrongPassword } from '../auth-steps.ts';
import * as repo from '../auth.repository.ts';
import type { AuthContext } from '../auth.types.ts';
import { hashPassword, verifyPassword } from '../password.ts';

export async function changePassword(
  deps: Deps,
  auth: AuthContext,
  currentPassword: string,
  newPassword: string,
): Promise<{ revokedSessions: number }> {
  if (!(await verifyPassword(currentPassword, auth.user.passwordHash))) {
    throw new AppError('WRONG_PASSWORD', msg('auth.wrongPassword'), {
      fields: { currentPassword: msg('auth.wrongPassword') },
    });
  }
  assertStrongPassword(newPassword, { email: auth.user.email, name: `${auth.user.firstName}${auth.user.lastName}` });
  const passwordHash = await hashPassword(newPassword);
  return deps.db.transaction(async (tx) => {
    await repo.updateUser(tx, auth.user.id, { passwordHash });
    const revokedSessions = await repo.deleteUserSessions(tx, auth.user.id, auth.sessionId);
    await audit(tx, {
      actorId: auth.user.id,
      action: 'account.password_changed',
      subjectType: 'user',
      subjectId: auth.user.id,
      data: { revokedSessions },
    });
    await notify(deps, auth.user.id, 'security.password_changed', {}, tx);
    return { revokedSessions };
  });
}
