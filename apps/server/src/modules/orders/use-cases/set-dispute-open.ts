import type { DbOrTx } from '../../../db/client.ts';
import type { Deps } from '../../../deps.ts';
import * as repo from '../orders.repository.ts';

/** Opening a dispute freezes the escrow (release and auto-release refuse while it is set); same transaction. */
export async function setDisputeOpen(tx: DbOrTx, deps: Deps, vendorOrderId: string, open: boolean): Promise<void> {
  await repo.updateVendorOrder(tx, vendorOrderId, { disputeOpen: open, updatedAt: deps.clock.now() });
}
