import type { DbOrTx } from '../../db/client.ts';
import { shippingOfVendorOrders } from '../shipping/shipping.service.ts';

/**
 * The vendor orders (of those given) whose parcel a carrier has reported — or an admin from a carrier's word: a
 * tracking event not written by the label purchase. The ship-by guarantee's "carrier event" (orders/ship-by.ts).
 */
export async function carrierScanned(db: DbOrTx, vendorOrderIds: readonly string[]): Promise<Set<string>> {
  if (vendorOrderIds.length === 0) return new Set();
  const shipments = await shippingOfVendorOrders(db, [...vendorOrderIds]);
  return new Set(shipments.filter((s) => s.events.some((e) => e.source !== 'label')).map((s) => s.vendorOrderId));
}
