import { randomUUID } from 'node:crypto';
import { DEFAULT_NOTIFICATION_PREFERENCES, type Role } from '@app/shared/constants';
import type { Deps } from '../../../deps.ts';
import { audit } from '../../audit/audit.service.ts';
import * as repo from '../auth.repository.ts';
import { hashPassword } from '../password.ts';

/** ADMIN_EMAIL + ADMIN_PASSWORD at start: make sure that admin account exists (created verified, or promoted). */
export async function ensureAdmin(
  deps: Deps,
  email: string,
  password: string,
): Promise<'created' | 'promoted' | 'unchanged'> {
  const normalized = email.trim().toLowerCase();
  const existing = await repo.findUserByEmail(deps.db, normalized);
  const now = deps.clock.now();
  if (existing) {
    if (existing.isAdmin && existing.roles.includes('admin')) return 'unchanged';
    const roles: Role[] = existing.roles.includes('admin') ? existing.roles : [...existing.roles, 'admin'];
    await repo.updateUser(deps.db, existing.id, {
      isAdmin: true,
      roles,
      emailVerifiedAt: existing.emailVerifiedAt ?? now,
    });
    await audit(deps.db, {
      actorId: null,
      action: 'admin.promoted_from_env',
      subjectType: 'user',
      subjectId: existing.id,
    });
    return 'promoted';
  }
  const id = randomUUID();
  await repo.insertUser(deps.db, {
    id,
    email: normalized,
    passwordHash: await hashPassword(password),
    firstName: 'Platform',
    lastName: 'Admin',
    roles: ['admin'],
    activeRole: 'admin',
    isAdmin: true,
    emailVerifiedAt: now,
    notificationPreferences: { ...DEFAULT_NOTIFICATION_PREFERENCES },
  });
  await audit(deps.db, { actorId: null, action: 'admin.created_from_env', subjectType: 'user', subjectId: id });
  return 'created';
}
