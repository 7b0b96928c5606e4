// The public face of features/shipping: what other features may import (checked by scripts/check-imports.mjs).
// Route pages are not here: the router in app/ loads them lazily, straight from pages/.
export { useOrderTracking } from './api/get-order-tracking';
export type { OrderTracking } from './api/get-order-tracking';
export { CarrierTrackingLink } from './components/carrier-tracking-link';
export { ConfirmReceiptButton } from './components/confirm-receipt-button';
export { ShipmentStatusBadge } from './components/shipment-status-badge';
