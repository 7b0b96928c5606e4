// The public face of features/fraud: what other features may import (checked by scripts/check-imports.mjs).
// Route pages are not here: the router in app/ loads them lazily, straight from pages/.
export { AdminFraudTab } from './components/admin-fraud-tab';
export { FraudRecentAlerts, FraudTiles } from './components/fraud-hub-tab';
