import type { Deps } from '../../../deps.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { vendorMoneyFigures } from '../../escrow/use-cases/money-figures.ts';
import { heldVendorOrder } from '../held-vendor-order.ts';
import * as repo from '../orders.repository.ts';

/** The vendor's money (Settings > Billing), from the ledger's read model: see escrow/use-cases/money-figures.ts. */
export async function vendorBalance(deps: Deps, auth: AuthContext) {
  const vos = await repo.vendorOrdersOfVendor(deps.db, auth.user.id, 10_000);
  const orderIds = [...new Set(vos.filter((v) => v.escrowStatus === 'HELD').map((v) => v.orderId))];
  const buyers = new Map((await repo.ordersByIds(deps.db, orderIds)).map((o) => [o.id, o.buyerId]));
  const held = vos.filter((v) => buyers.has(v.orderId)).map((v) => heldVendorOrder(v, buyers.get(v.orderId)!));
  return vendorMoneyFigures(deps.db, auth.user.id, held);
}
