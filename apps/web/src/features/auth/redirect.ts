import type { UserDto } from '@app/shared/auth';

/** Where a user lands after signing in: admins on the admin dashboard, others on their active role's dashboard (spec 2.3). */
export function dashboardPathFor(user: Pick<UserDto, 'activeRole' | 'isAdmin'>): string {
  if (user.isAdmin || user.activeRole === 'admin') return '/admin/dashboard';
  return `/${user.activeRole}/dashboard`;
}

/** Accepts only a same-site relative path ("/x", not "//host" or "/\\host"), else null. */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next) return null;
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  for (const ch of next) if (ch.charCodeAt(0) < 0x20) return null;
  // never bounce back into the auth pages themselves
  const path = next.split(/[?#]/)[0] ?? '';
  if (['/login', '/register', '/forgot-password', '/reset-password', '/verify-email'].includes(path)) return null;
  return next;
}

export function afterLoginPath(user: Pick<UserDto, 'activeRole' | 'isAdmin'>, next: string | null | undefined): string {
  return safeNextPath(next) ?? dashboardPathFor(user);
}
