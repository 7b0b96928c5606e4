import type { UserDto } from '@app/shared/auth';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@app/shared/constants';
import { displayName } from '@app/shared/names';
import type { UserRow } from './auth.types.ts';

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
