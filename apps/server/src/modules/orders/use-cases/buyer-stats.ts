import type { Deps } from '../../../deps.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import * as escrow from '../../escrow/escrow.service.ts';
import { orderStatusOf } from '../order-state.ts';
import * as repo from '../orders.repository.ts';

/** The buyer's dashboard figures over all their orders (the list shows the latest 100). */
export async function buyerStats(deps: Deps, auth: AuthContext) {
  const summaries = await repo.buyerOrderSummaries(deps.db, auth.user.id);
  const held = await escrow.escrowBalances(
    deps.db,
    summaries.flatMap((o) => o.heldIds),
  );
  const active = summaries.filter((o) => {
    const status = orderStatusOf(o.statuses);
    return status === 'processing' || status === 'shipped';
  });
  return {
    totalOrders: summaries.length,
    activeOrders: active.length,
    // what was paid: the orders' totals less the payment plans' balances not paid (issue 18)
    totalSpentCents: summaries.reduce((s, o) => s + o.totalCents - o.unpaidCents, 0),
    inEscrowCents: [...held.values()].reduce((s, v) => s + v, 0),
  };
}
