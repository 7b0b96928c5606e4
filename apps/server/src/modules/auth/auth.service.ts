import { randomUUID } from 'node:crypto';
import type { UserDto } from '@app/shared/auth';
import { DEFAULT_NOTIFICATION_PREFERENCES, TIMES, type Language, type Role } from '@app/shared/constants';
import { displayName, splitName } from '@app/shared/names';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { randomToken, safeEqual, sha256 } from '../../lib/tokens.ts';
import { audit } from '../audit/audit.service.ts';
import { renderPasswordReset, renderVerifyEmail } from '../mail/templates.ts';
import { notify } from '../notifications/notifications.service.ts';
import * as repo from './auth.repository.ts';
import type { AuthContext, UserRow } from './auth.types.ts';
import { DUMMY_HASH_PROMISE, hashPassword, passwordWeaknesses, verifyPassword } from './password.ts';
import { consumeToken, issueToken, joinToken, splitToken } from './tokens.ts';
import { verifyTotp } from './totp.ts';
import { msg } from '@app/shared/error-messages';

const HOUR = 3_600_000;
const SESSION_TOUCH_MS = 5 * 60_000;

export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

export function toUserDto(u: UserRow): UserDto {
  return {
    id: u.id,
    name: displayName(u.firstName, u.lastName, u.email),
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    phone: u.phone,
    company: u.company,
    country: u.country,
    roles: u.roles,
    activeRole: u.activeRole,
    isAdmin: u.isAdmin || u.roles.includes('admin'),
    kycStatus: u.kycStatus,
    isVerified: u.kycStatus === 'VERIFIED',
    emailVerified: u.emailVerifiedAt !== null,
    twoFactorEnabled: u.totpEnabledAt !== null,
    language: u.language,
    notificationPreferences: { ...DEFAULT_NOTIFICATION_PREFERENCES, ...u.notificationPreferences },
    createdAt: u.createdAt.toISOString(),
  };
}

export function getUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  return repo.findUserById(db, id);
}

export function assertStrongPassword(password: string, context: { email?: string; name?: string }): void {
  const reasons = passwordWeaknesses(password, context);
  if (reasons.length > 0) {
    throw new AppError('WEAK_PASSWORD', reasons[0]!, { reasons, fields: { password: reasons[0] } });
  }
}

export interface RegisterInput {
  name: string;
  email: string;
  password: string;
  role: 'buyer' | 'vendor';
  phone?: string | undefined;
  language?: Language | undefined;
}

/** Creates an unverified account and e-mails a verification link. */
export async function register(deps: Deps, input: RegisterInput, client: ClientInfo): Promise<{ userId: string }> {
  assertStrongPassword(input.password, { email: input.email, name: input.name });
  const { firstName, lastName } = splitName(input.name);
  const passwordHash = await hashPassword(input.password);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const user = await repo.insertUser(tx, {
      id: randomUUID(),
      email: input.email,
      passwordHash,
      firstName,
      lastName,
      phone: input.phone || null,
      roles: [input.role],
      activeRole: input.role,
      language: input.language ?? 'en',
      notificationPreferences: { ...DEFAULT_NOTIFICATION_PREFERENCES },
      createdAt: now,
      updatedAt: now,
    });
    if (!user) {
      throw new AppError('EMAIL_TAKEN', msg('auth.emailRegistered'), {
        fields: { email: msg('auth.emailRegistered') },
      });
    }
    await sendVerification(deps, tx, user);
    await audit(tx, {
      actorId: user.id,
      action: 'auth.register',
      subjectType: 'user',
      subjectId: user.id,
      data: { role: input.role },
      ip: client.ip,
    });
    return { userId: user.id };
  });
}

async function sendVerification(deps: Deps, db: DbOrTx, user: UserRow): Promise<void> {
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

export async function verifyEmail(deps: Deps, token: string): Promise<{ email: string }> {
  const { selector, verifier } = splitToken(token);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const row = await consumeToken(tx, 'email_verify', selector, verifier, now);
    const user = await repo.updateUser(tx, row.userId, { emailVerifiedAt: now });
    if (!user) throw new AppError('INVALID_TOKEN', msg('auth.linkInvalid'));
    await audit(tx, { actorId: user.id, action: 'auth.email_verified', subjectType: 'user', subjectId: user.id });
    await notify(deps, user.id, 'welcome', {}, tx);
    return { email: user.email };
  });
}

/** Sends a new link when the account exists and is unverified; answers the same either way. */
export async function resendVerification(deps: Deps, email: string): Promise<void> {
  const user = await repo.findUserByEmail(deps.db, email);
  if (!user || user.emailVerifiedAt) return;
  await deps.db.transaction((tx) => sendVerification(deps, tx, user));
}

export type LoginResult =
  { status: 'signed-in'; user: UserRow; sessionToken: string } | { status: 'two-factor-required'; challengeId: string };

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

/** Codes one sign-in challenge may try; after that it is dead and only a new password sign-in gives another. */
export const TWO_FACTOR_MAX_ATTEMPTS = 5;

export async function completeTwoFactorLogin(
  deps: Deps,
  challengeId: string,
  code: string,
  client: ClientInfo,
): Promise<{ user: UserRow; sessionToken: string }> {
  const { selector, verifier } = splitToken(challengeId);
  const now = deps.clock.now();
  const pending = await repo.findToken(deps.db, 'two_factor', selector);
  if (!pending || pending.usedAt || !safeEqual(pending.verifierHash, sha256(verifier))) {
    throw new AppError('INVALID_TOKEN', msg('auth.signInAttemptInvalid'));
  }
  if (pending.expiresAt <= now) throw new AppError('EXPIRED_TOKEN', msg('auth.signInAttemptExpired'));
  const user = await repo.findUserById(deps.db, pending.userId);
  if (!user?.totpSecret || !user.totpEnabledAt) throw new AppError('INVALID_TOKEN', msg('auth.signInAttemptInvalid'));
  if (user.status === 'suspended') throw new AppError('ACCOUNT_SUSPENDED', msg('auth.suspended'));
  // Every code evaluated takes one of the challenge's attempts first (atomically, so racing guesses cannot exceed it).
  const attempt = await repo.claimTwoFactorAttempt(deps.db, pending, TWO_FACTOR_MAX_ATTEMPTS, now);
  if (attempt === null) throw new AppError('TWO_FACTOR_LOCKED', msg('auth.twoFactorLocked'));
  const step = verifyTotp(user.totpSecret, code, now, user.totpLastStep);
  if (step === null) {
    // The last attempt gone: say so now rather than let the user type a code that can no longer be checked.
    if (attempt === TWO_FACTOR_MAX_ATTEMPTS) {
      await audit(deps.db, {
        actorId: user.id,
        action: 'auth.two_factor_locked',
        subjectType: 'user',
        subjectId: user.id,
        ip: client.ip,
      });
      throw new AppError('TWO_FACTOR_LOCKED', msg('auth.twoFactorLocked'));
    }
    throw new AppError('INVALID_TWO_FACTOR_CODE', msg('auth.codeInvalid'), {
      fields: { code: msg('auth.codeInvalidField') },
    });
  }
  await consumeToken(deps.db, 'two_factor', selector, verifier, now);
  await repo.updateUser(deps.db, user.id, { totpLastStep: String(step) });
  const sessionToken = await createSession(deps, user.id, client);
  return { user, sessionToken };
}

async function createSession(deps: Deps, userId: string, client: ClientInfo): Promise<string> {
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

/** The caller behind a session cookie, or null. Suspended users' sessions end at once. */
export async function resolveSession(deps: Deps, token: string | undefined): Promise<AuthContext | null> {
  if (!token || token.length > 200) return null;
  const now = deps.clock.now();
  const found = await repo.findSessionWithUser(deps.db, sha256(token), now);
  if (!found) return null;
  if (found.user.status !== 'active') {
    await repo.deleteUserSessions(deps.db, found.user.id);
    return null;
  }
  if (now.getTime() - found.session.lastSeenAt.getTime() > SESSION_TOUCH_MS) {
    await repo.touchSession(deps.db, found.session.id, now);
  }
  return { user: found.user, sessionId: found.session.id };
}

export async function logout(deps: Deps, auth: AuthContext | null): Promise<void> {
  if (!auth) return;
  await repo.deleteSession(deps.db, auth.sessionId);
}

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

export async function userStats(deps: Deps) {
  return repo.countUsers(deps.db);
}

export function adminUserIds(db: DbOrTx): Promise<string[]> {
  return repo.adminIds(db);
}
