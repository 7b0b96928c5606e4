import QRCode from 'qrcode';
import type { NotificationPreferences, SessionDto, UpdateProfileRequest } from '@app/shared/auth';
import type { Language, Role } from '@app/shared/constants';
import { splitName } from '@app/shared/names';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { audit } from '../audit/audit.service.ts';
import { refreshVendorOnProducts } from '../catalog/catalog.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import * as repo from './auth.repository.ts';
import { assertStrongPassword } from './auth-steps.ts';
import type { AuthContext, UserRow } from './auth.types.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { newTotpSecret, totpFor, verifyTotp } from './totp.ts';
import { resendVerification } from './use-cases/resend-verification.ts';
import { toUserDto } from './user-dto.ts';
import { msg } from '@app/shared/error-messages';

/** The roles a user may work in: their roles, plus admin when the admin flag is set. */
export function switchableRoles(user: UserRow): Role[] {
  const roles = new Set<Role>(user.roles);
  if (user.isAdmin) roles.add('admin');
  return [...roles];
}

export async function updateProfile(deps: Deps, auth: AuthContext, input: UpdateProfileRequest) {
  const { firstName, lastName } = splitName(input.name);
  const emailChanged = input.email !== auth.user.email;
  if (emailChanged) {
    const other = await repo.findUserByEmail(deps.db, input.email);
    if (other && other.id !== auth.user.id) {
      throw new AppError('EMAIL_TAKEN', msg('auth.emailRegistered'), { fields: { email: msg('auth.emailInUse') } });
    }
  }
  let updated: UserRow | undefined;
  try {
    updated = await repo.updateUser(deps.db, auth.user.id, {
      firstName,
      lastName,
      email: input.email,
      phone: input.phone || null,
      company: input.company || null,
      country: input.country || null,
      ...(input.language ? { language: input.language } : {}),
      // A new address must be confirmed again before the next sign-in.
      ...(emailChanged ? { emailVerifiedAt: null } : {}),
    });
  } catch (err) {
    if (String((err as { cause?: { code?: string } }).cause?.code ?? (err as { code?: string }).code) === '23505') {
      throw new AppError('EMAIL_TAKEN', msg('auth.emailInUse'), { fields: { email: msg('auth.emailInUse') } });
    }
    throw err;
  }
  if (!updated) throw new AppError('NOT_FOUND', msg('auth.accountNotFound'));
  if (updated.roles.includes('vendor')) await refreshVendorOnProducts(deps.db, updated);
  if (emailChanged) {
    await resendVerification(deps, updated.email);
    await audit(deps.db, {
      actorId: auth.user.id,
      action: 'account.email_changed',
      subjectType: 'user',
      subjectId: auth.user.id,
      data: { from: auth.user.email, to: updated.email },
    });
  }
  return toUserDto(updated);
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

export async function setLanguage(deps: Deps, auth: AuthContext, language: Language): Promise<void> {
  await repo.updateUser(deps.db, auth.user.id, { language });
}

export async function setNotificationPreferences(deps: Deps, auth: AuthContext, prefs: NotificationPreferences) {
  const updated = await repo.updateUser(deps.db, auth.user.id, { notificationPreferences: prefs });
  return updated!.notificationPreferences;
}

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

export async function startTwoFactorSetup(deps: Deps, auth: AuthContext) {
  if (auth.user.totpEnabledAt) throw new AppError('CONFLICT', msg('auth.twoFactorAlreadyOn'));
  const secret = newTotpSecret();
  await repo.updateUser(deps.db, auth.user.id, { totpSecret: secret, totpLastStep: null });
  const otpauthUrl = totpFor(secret, auth.user.email, 'AfriBridge Trade').toString();
  const qrDataUrl = await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 220 });
  return { secret, otpauthUrl, qrDataUrl };
}

export async function enableTwoFactor(deps: Deps, auth: AuthContext, code: string): Promise<void> {
  const user = await repo.findUserById(deps.db, auth.user.id);
  if (!user?.totpSecret) throw new AppError('CONFLICT', msg('auth.twoFactorSetupFirst'));
  if (user.totpEnabledAt) throw new AppError('CONFLICT', msg('auth.twoFactorAlreadyOn'));
  const step = verifyTotp(user.totpSecret, code, deps.clock.now(), user.totpLastStep);
  if (step === null)
    throw new AppError('INVALID_TWO_FACTOR_CODE', msg('auth.codeInvalid'), {
      fields: { code: msg('auth.codeInvalidField') },
    });
  await deps.db.transaction(async (tx) => {
    await repo.updateUser(tx, user.id, { totpEnabledAt: deps.clock.now(), totpLastStep: String(step) });
    await audit(tx, {
      actorId: user.id,
      action: 'account.two_factor_enabled',
      subjectType: 'user',
      subjectId: user.id,
    });
    await notify(deps, user.id, 'security.two_factor_enabled', {}, tx);
  });
}

export async function disableTwoFactor(deps: Deps, auth: AuthContext, password: string): Promise<void> {
  if (!(await verifyPassword(password, auth.user.passwordHash))) {
    throw new AppError('WRONG_PASSWORD', msg('auth.wrongPassword'), {
      fields: { password: msg('auth.wrongPassword') },
    });
  }
  await deps.db.transaction(async (tx) => {
    await repo.updateUser(tx, auth.user.id, { totpEnabledAt: null, totpSecret: null, totpLastStep: null });
    await audit(tx, {
      actorId: auth.user.id,
      action: 'account.two_factor_disabled',
      subjectType: 'user',
      subjectId: auth.user.id,
    });
    await notify(deps, auth.user.id, 'security.two_factor_disabled', {}, tx);
  });
}

export async function listSessions(deps: Deps, auth: AuthContext): Promise<SessionDto[]> {
  const rows = await repo.listUserSessions(deps.db, auth.user.id, deps.clock.now());
  return rows.map((s) => ({
    id: s.id,
    userAgent: s.userAgent,
    ip: s.ip,
    createdAt: s.createdAt.toISOString(),
    lastSeenAt: s.lastSeenAt.toISOString(),
    current: s.id === auth.sessionId,
  }));
}

export async function revokeSession(deps: Deps, auth: AuthContext, sessionId: string): Promise<void> {
  const n = await repo.deleteSession(deps.db, sessionId, auth.user.id);
  if (n === 0) throw new AppError('NOT_FOUND', msg('auth.sessionNotFound'));
}

export async function revokeOtherSessions(deps: Deps, auth: AuthContext): Promise<number> {
  return repo.deleteUserSessions(deps.db, auth.user.id, auth.sessionId);
}
