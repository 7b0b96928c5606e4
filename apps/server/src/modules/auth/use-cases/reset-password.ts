import { msg } from '@app/shared/error-messages';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { audit } from '../../audit/audit.service.ts';
import { notify } from '../../notifications/notifications.service.ts';
import { assertStrongPassword } from '../auth-steps.ts';
import * as repo from '../auth.repository.ts';
import { hashPassword } from '../password.ts';
import { consumeToken } from '../tokens.ts';

/** Sets a new password from an e-mailed link; signs out every session of the account. */
export async function resetPassword(
  deps: Deps,
  accessToken: string,
  refreshToken: string,
  password: string,
): Promise<void> {
  const now = deps.clock.now();
  const pending = await repo.findToken(deps.db, 'password_reset', accessToken);
  const owner = pending ? await repo.findUserById(deps.db, pending.userId) : undefined;
  assertStrongPassword(password, {
    email: owner?.email,
    name: owner ? `${owner.firstName}${owner.lastName}` : undefined,
  });
  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    const row = await consumeToken(tx, 'password_reset', accessToken, refreshToken, now);
    // A reset link proves control of the mailbox, so it also verifies the address.
    const user = await repo.updateUser(tx, row.userId, {
      passwordHash,
      emailVerifiedAt: owner?.emailVerifiedAt ?? now,
    });
    if (!user) throw new AppError('INVALID_TOKEN', msg('auth.linkInvalid'));
    await repo.deleteUserSessions(tx, user.id);
    await audit(tx, { actorId: user.id, action: 'auth.password_reset', subjectType: 'user', subjectId: user.id });
    await notify(deps, user.id, 'security.password_changed', {}, tx);
  });
}
