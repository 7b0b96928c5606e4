// The public face of features/rfqs (buying requests): what other features may import (scripts/check-imports.mjs).
// Route pages are not here: the router in app/ loads them lazily, straight from pages/.
export { MyRfqsList } from './components/my-rfqs-list';
export { RfqConversion } from './components/rfq-conversion';
export { VendorRfqsTab } from './components/vendor-rfqs-tab';
