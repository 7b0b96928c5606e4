import type { vendorOrderDetails } from '../orders/use-cases/vendor-order-details.ts';

/**
 * The order rows shipping reads, as the orders module's use case returns them (shipping never imports the orders
 * repository or tables).
 */
type VendorOrderDetails = NonNullable<Awaited<ReturnType<typeof vendorOrderDetails>>>;
export type OrderRow = VendorOrderDetails['order'];
export type VendorOrderRow = VendorOrderDetails['vo'];
export type OrderItemRow = VendorOrderDetails['items'][number];
