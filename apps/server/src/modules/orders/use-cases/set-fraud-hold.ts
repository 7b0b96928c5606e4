import type { DbOrTx } from '../../../db/client.ts';
import type { Deps } from '../../../deps.ts';
import * as repo from '../orders.repository.ts';

/** A fraud hold (admin, from a fraud alert) freezes the escrow of every vendor order of the order; same transaction. */
export async function setFraudHold(tx: DbOrTx, deps: Deps, orderId: string, held: boolean): Promise<number> {
  const vos = await repo.vendorOrdersOfOrders(tx, [orderId]);
  for (const vo of vos) await repo.updateVendorOrder(tx, vo.id, { fraudHold: held, updatedAt: deps.clock.now() });
  return vos.length;
}
