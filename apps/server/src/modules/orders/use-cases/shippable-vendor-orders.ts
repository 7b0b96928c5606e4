import type { DbOrTx } from '../../../db/client.ts';
import * as repo from '../orders.repository.ts';

export interface ShippableVendorOrder {
  vo: repo.VendorOrderRow;
  /** The whole order: buyer (name, phone), shipping address, currency. */
  order: repo.OrderRow;
  /** The order lines of this vendor order. */
  items: repo.OrderItemRow[];
}

/**
 * A vendor's most recent vendor orders (the latest 200, newest first) whose status is one of `statuses`, each with its
 * order and its own order lines: what the shipping page starts a shipment from. Three queries whatever the count.
 */
export async function shippableVendorOrders(
  db: DbOrTx,
  options: { vendorId: string; statuses: readonly repo.VendorOrderRow['status'][] },
): Promise<ShippableVendorOrder[]> {
  const vos = (await repo.vendorOrdersOfVendor(db, options.vendorId)).filter((v) =>
    options.statuses.includes(v.status),
  );
  const orderIds = [...new Set(vos.map((v) => v.orderId))];
  const [orderRows, items] = await Promise.all([repo.ordersByIds(db, orderIds), repo.itemsOfOrders(db, orderIds)]);
  const byId = new Map(orderRows.map((o) => [o.id, o]));
  return vos.map((vo) => ({
    vo,
    order: byId.get(vo.orderId)!,
    items: items.filter((i) => i.vendorOrderId === vo.id),
  }));
}
