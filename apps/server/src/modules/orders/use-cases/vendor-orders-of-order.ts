import type { DbOrTx } from '../../../db/client.ts';
import * as repo from '../orders.repository.ts';

/** Every vendor order of an order with its items (for the buyer's dispute options). */
export async function vendorOrdersOfOrder(
  db: DbOrTx,
  orderId: string,
): Promise<{ order: repo.OrderRow; vos: repo.VendorOrderRow[]; items: repo.OrderItemRow[] } | null> {
  const order = await repo.findOrder(db, orderId);
  if (!order) return null;
  const [vos, items] = await Promise.all([repo.vendorOrdersOfOrders(db, [orderId]), repo.itemsOfOrders(db, [orderId])]);
  return { order, vos, items };
}
