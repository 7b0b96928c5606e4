// The public face of features/auth: what other features may import (checked by scripts/check-imports.mjs).
// Route pages are not here: the router in app/ loads them lazily, straight from pages/.
export { useSwitchActiveRole } from './api/switch-active-role';
export { useUpdateLanguage } from './api/update-language';
export { WeakPasswordReasons } from './components/weak-password-reasons';
export { useRoleSwitch } from './use-role-switch';
