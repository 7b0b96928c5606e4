/**
 * The orders module's public use cases, one per file under use-cases/ (the shared steps are in vendor-order-steps.ts):
 * other modules, jobs and tests import them from here. Routes import the use-cases/ files themselves.
 *
 * Left out on purpose, so that this index is never part of an import cycle (fraud and shipping import it): the
 * checkout and order placement use cases (placing an order calls the fraud module), the order DTO reads (get-order,
 * list-buyer-orders, list-vendor-orders: they apply the disputes module's eligibility rule, which reads shipping) and
 * the bank transfer use cases. Import those from their use-cases/ file, and the short order reference from
 * order-ref.ts.
 */
export { acceptVendorOrder } from './use-cases/accept-vendor-order.ts';
export { autoReleaseDue } from './use-cases/auto-release-due.ts';
export { buyerStats } from './use-cases/buyer-stats.ts';
export { cancelVendorOrder } from './use-cases/cancel-vendor-order.ts';
export { confirmReceipt } from './use-cases/confirm-receipt.ts';
export { lockVendorOrderForDispute } from './use-cases/lock-vendor-order-for-dispute.ts';
export { markVendorOrderDelivered } from './use-cases/mark-vendor-order-delivered.ts';
export { addLabelCost } from './use-cases/add-label-cost.ts';
export { assertReadyToShip, markVendorOrderShipped } from './use-cases/mark-vendor-order-shipped.ts';
export { releaseOnCarrierScan } from './use-cases/release-at-shipment.ts';
export { proformaNumber } from './proforma.ts';
export { orderCountsOf } from './use-cases/order-counts-of.ts';
export { partyNamesOfVendorOrders } from './use-cases/party-names-of-vendor-orders.ts';
export { releaseEscrow } from './use-cases/release-escrow.ts';
export { setDisputeOpen } from './use-cases/set-dispute-open.ts';
export { setFraudHold } from './use-cases/set-fraud-hold.ts';
export { settleDisputedVendorOrder, type DisputeSettlement } from './use-cases/settle-disputed-vendor-order.ts';
export { vendorBalance } from './use-cases/vendor-balance.ts';
export { vendorOrderDetails } from './use-cases/vendor-order-details.ts';
export { vendorOrderShipping } from './use-cases/vendor-order-shipping.ts';
export { vendorOrdersOfOrder } from './use-cases/vendor-orders-of-order.ts';
export { vendorPendingOrders } from './use-cases/vendor-pending-orders.ts';
