/**
 * The auth module's public use cases, one per file under use-cases/ (the shared steps are in auth-steps.ts): routes,
 * other modules and start-up import them from here. Notifications imports use-cases/get-user-by-id.ts directly, so
 * that auth (which notifies) and notifications do not import each other.
 */
export { assertStrongPassword } from './auth-steps.ts';
export type { ClientInfo } from './auth.types.ts';
export { payoutDestinations, type PayoutDestination } from './bank-details.service.ts';
export { toUserDto } from './user-dto.ts';
export { adminUserIds } from './use-cases/admin-user-ids.ts';
export { completeTwoFactorLogin, TWO_FACTOR_MAX_ATTEMPTS } from './use-cases/complete-two-factor-login.ts';
export { ensureAdmin } from './use-cases/ensure-admin.ts';
export { forgotPassword } from './use-cases/forgot-password.ts';
export { getUserById } from './use-cases/get-user-by-id.ts';
export { getUserForAdmin } from './use-cases/get-user-for-admin.ts';
export { login, type LoginResult } from './use-cases/login.ts';
export { logout } from './use-cases/logout.ts';
export { markVendorApplicant } from './use-cases/mark-vendor-applicant.ts';
export { register, type RegisterInput } from './use-cases/register.ts';
export { resendVerification } from './use-cases/resend-verification.ts';
export { resetPassword } from './use-cases/reset-password.ts';
export { resolveSession } from './use-cases/resolve-session.ts';
export { searchUsers } from './use-cases/search-users.ts';
export { setKycStatus } from './use-cases/set-kyc-status.ts';
export { setUserRoles } from './use-cases/set-user-roles.ts';
export { setUserSuspended } from './use-cases/set-user-suspended.ts';
export { usersByIds } from './use-cases/users-by-ids.ts';
export { userStats } from './use-cases/user-stats.ts';
export { verifyEmail } from './use-cases/verify-email.ts';
