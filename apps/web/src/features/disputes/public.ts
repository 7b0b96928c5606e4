// The public face of features/disputes: what other features may import (checked by scripts/check-imports.mjs).
// Route pages are not here: the router in app/ loads them lazily, straight from pages/.
export { AdminDisputesTab } from './components/admin-disputes-tab';
export { DisputesHubTab } from './components/disputes-hub-tab';
export { OrderDisputePanel } from './components/order-dispute-panel';
export { VendorDisputeBadge } from './components/vendor-dispute-badge';
export { disputeAffordance } from './dispute-eligibility';
