import type { Role } from '@app/shared/constants';
import { msg } from '@app/shared/error-messages';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { audit } from '../../audit/audit.service.ts';
import * as repo from '../auth.repository.ts';
import type { AuthContext, UserRow } from '../auth.types.ts';

/** The roles a user may work in: their roles, plus admin when the admin flag is set. */
export function switchableRoles(user: UserRow): Role[] {
  const roles = new Set<Role>(user.roles);
  if (user.isAdmin) roles.add('admin');
  return [...roles];
}

export async function switchActiveRole(deps: Deps, auth: AuthContext, role: Role) {
  const roles = switchableRoles(auth.user);
  if (!roles.includes(role)) {
    throw new AppError('ROLE_NOT_HELD', msg('auth.roleNotHeld', { role: msg(`auth.roles.${role}`) }), { roles });
  }
  await repo.updateUser(deps.db, auth.user.id, { activeRole: role });
  await audit(deps.db, {
    actorId: auth.user.id,
    action: 'account.role_switched',
    subjectType: 'user',
    subjectId: auth.user.id,
    data: { from: auth.user.activeRole, to: role },
  });
  return { roles, activeRole: role };
}
