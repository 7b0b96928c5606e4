// The public face of features/saved: what other features may import (checked by scripts/check-imports.mjs).
// Route pages are not here: the router in app/ loads them lazily, straight from pages/.
export { FollowButton } from './components/follow-button';
export { SaveButton } from './components/save-button';
export { SavedProductsTab } from './components/saved-products-tab';
export { SuppliersTab } from './components/suppliers-tab';
