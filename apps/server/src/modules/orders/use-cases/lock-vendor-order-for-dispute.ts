import type { DbOrTx } from '../../../db/client.ts';
import * as repo from '../orders.repository.ts';

/** For the disputes module: the vendor order locked FOR UPDATE in the caller's transaction, with its order. */
export async function lockVendorOrderForDispute(
  tx: DbOrTx,
  vendorOrderId: string,
): Promise<{ vo: repo.VendorOrderRow; order: repo.OrderRow } | null> {
  const vo = await repo.lockVendorOrder(tx, vendorOrderId);
  const order = vo ? await repo.findOrder(tx, vo.orderId) : undefined;
  return vo && order ? { vo, order } : null;
}
