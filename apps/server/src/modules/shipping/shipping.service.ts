/**
 * The shipping module's public use cases, one per file under use-cases/ (who may act on a shipment is in
 * shipment-access.ts): routes and other modules import them from here.
 */
export { signCarrierWebhook } from './webhook-signature.ts';
export { adminShipments } from './use-cases/admin-shipments.ts';
export { buyLabel } from './use-cases/buy-label.ts';
export { cancelDraftShipment } from './use-cases/cancel-draft-shipment.ts';
export { createShipment } from './use-cases/create-shipment.ts';
export { exportDocument } from './use-cases/export-document.ts';
export { labelPdf } from './use-cases/label-pdf.ts';
export { recordCarrierWebhook } from './use-cases/record-carrier-webhook.ts';
export { recordShippoWebhook } from './use-cases/record-shippo-webhook.ts';
export { recordTrackingEvent, type TrackingEventInput } from './use-cases/record-tracking-event.ts';
export { requoteShipment } from './use-cases/requote-shipment.ts';
export { shipmentRates } from './use-cases/shipment-rates.ts';
export { shippableOrders } from './use-cases/shippable-orders.ts';
export { shippingOfVendorOrders } from './use-cases/shipping-of-vendor-orders.ts';
export { trackingByOrder } from './use-cases/tracking-by-order.ts';
export { trackingByShipment } from './use-cases/tracking-by-shipment.ts';
