import type { Role } from '@app/shared/constants';
import { msg } from '@app/shared/error-messages';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { audit } from '../../audit/audit.service.ts';
import * as repo from '../auth.repository.ts';
import type { AuthContext } from '../auth.types.ts';
import { getUserForAdmin } from './get-user-for-admin.ts';

/** An admin sets a user's roles (at least one; never removing their own admin role); audited. */
export async function setUserRoles(deps: Deps, auth: AuthContext, id: string, roles: Role[]) {
  const unique = [...new Set(roles)];
  if (unique.length === 0)
    throw new AppError('VALIDATION_ERROR', msg('admin.userNeedsRole'), { fields: { roles: msg('admin.chooseRole') } });
  if (id === auth.user.id && !unique.includes('admin'))
    throw new AppError('FORBIDDEN', msg('admin.cannotRemoveOwnAdmin'));
  await deps.db.transaction(async (tx) => {
    const u = await repo.findUserById(tx, id);
    if (!u) throw new AppError('NOT_FOUND', msg('admin.userNotFound'));
    const activeRole = unique.includes(u.activeRole) ? u.activeRole : unique[0]!;
    await repo.updateUser(tx, id, { roles: unique, activeRole, isAdmin: unique.includes('admin') });
    await audit(tx, {
      actorId: auth.user.id,
      action: 'admin.roles_changed',
      subjectType: 'user',
      subjectId: id,
      data: { from: u.roles, to: unique },
    });
  });
  return getUserForAdmin(deps, id);
}
