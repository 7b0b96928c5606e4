// The public face of features/orders: what other features may import (checked by scripts/check-imports.mjs).
// Route pages are not here: the router in app/ loads them lazily, straight from pages/.
export { BuyerOrderStats } from './components/buyer-order-stats';
export { MyOrdersTab } from './components/my-orders-tab';
export { RecentOrdersCard } from './components/recent-orders-card';
export { VendorBalanceCard } from './components/vendor-balance-card';
export { VendorOrdersTab } from './components/vendor-orders-tab';
