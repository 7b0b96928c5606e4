/**
 * The analytics module's public use cases, one per file under use-cases/ (the period arithmetic is in
 * analytics-range.ts). The routes import use-cases/platform-stats.ts directly.
 */
export { vendorAnalytics } from './use-cases/vendor-analytics.ts';
