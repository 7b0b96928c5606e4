/**
 * The notifications module's use cases, one per file under use-cases/: every module that notifies imports `notify`
 * from here, routes the others.
 */
export { preferenceFor } from './notification-preference.ts';
export { countNotificationsSince } from './use-cases/count-notifications-since.ts';
export { listNotifications } from './use-cases/list-notifications.ts';
export { markAllNotificationsRead } from './use-cases/mark-all-notifications-read.ts';
export { markNotificationRead } from './use-cases/mark-notification-read.ts';
export { notify } from './use-cases/notify.ts';
