import type { DbOrTx } from '../../../db/client.ts';
import * as repo from '../orders.repository.ts';

/** A vendor order with its order and items (reads, no lock). */
export async function vendorOrderDetails(
  db: DbOrTx,
  vendorOrderId: string,
): Promise<{ vo: repo.VendorOrderRow; order: repo.OrderRow; items: repo.OrderItemRow[] } | null> {
  const vo = await repo.findVendorOrder(db, vendorOrderId);
  const order = vo ? await repo.findOrder(db, vo.orderId) : undefined;
  if (!vo || !order) return null;
  const items = (await repo.itemsOfOrders(db, [order.id])).filter((i) => i.vendorOrderId === vo.id);
  return { vo, order, items };
}
