/**
 * The fraud module's public use cases, one per file under use-cases/ (the alert DTO is in alert-dto.ts, the admins'
 * notification in fraud-steps.ts): routes, order placement and start-up import them from here.
 */
export { actOnAlert } from './use-cases/act-on-alert.ts';
export { anonymousRecent } from './use-cases/anonymous-recent.ts';
export { fraudStats } from './use-cases/fraud-stats.ts';
export { listAlerts } from './use-cases/list-alerts.ts';
export { scanAccounts } from './use-cases/scan-accounts.ts';
export { screenAccount } from './use-cases/screen-account.ts';
export { screenOrder } from './use-cases/screen-order.ts';
