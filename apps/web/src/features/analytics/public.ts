// The public face of features/analytics: what other features may import (checked by scripts/check-imports.mjs).
// Route pages are not here: the router in app/ loads them lazily, straight from pages/.
export { AnalyticsTab } from './components/analytics-tab';
