/**
 * The signed-in user's own account (profile, role, language, notifications, password, two-factor, sessions): one use
 * case per file under use-cases/. Account routes import them from here.
 */
export { changePassword } from './use-cases/change-password.ts';
export { disableTwoFactor } from './use-cases/disable-two-factor.ts';
export { enableTwoFactor } from './use-cases/enable-two-factor.ts';
export { listSessions } from './use-cases/list-sessions.ts';
export { revokeOtherSessions } from './use-cases/revoke-other-sessions.ts';
export { revokeSession } from './use-cases/revoke-session.ts';
export { setLanguage } from './use-cases/set-language.ts';
export { setNotificationPreferences } from './use-cases/set-notification-preferences.ts';
export { startTwoFactorSetup } from './use-cases/start-two-factor-setup.ts';
export { switchActiveRole, switchableRoles } from './use-cases/switch-active-role.ts';
export { updateProfile } from './use-cases/update-profile.ts';
