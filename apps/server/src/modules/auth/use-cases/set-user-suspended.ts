import { msg } from '@app/shared/error-messages';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { audit } from '../../audit/audit.service.ts';
import * as repo from '../auth.repository.ts';
import type { AuthContext } from '../auth.types.ts';
import { getUserForAdmin } from './get-user-for-admin.ts';

/** An admin suspends (or reinstates) a user. Suspension ends the user's sessions at once; audited. */
export async function setUserSuspended(deps: Deps, auth: AuthContext, id: string, suspended: boolean, reason: string) {
  if (id === auth.user.id) throw new AppError('FORBIDDEN', msg('admin.cannotSuspendSelf'));
  await deps.db.transaction(async (tx) => {
    const u = await repo.updateUser(tx, id, { status: suspended ? 'suspended' : 'active' });
    if (!u) throw new AppError('NOT_FOUND', msg('admin.userNotFound'));
    if (suspended) await repo.deleteUserSessions(tx, id);
    await audit(tx, {
      actorId: auth.user.id,
      action: suspended ? 'admin.user_suspended' : 'admin.user_reinstated',
      subjectType: 'user',
      subjectId: id,
      data: { reason },
    });
  });
  return getUserForAdmin(deps, id);
}
