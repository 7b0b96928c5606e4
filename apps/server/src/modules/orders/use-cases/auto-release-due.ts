import type { Deps } from '../../../deps.ts';
import * as repo from '../orders.repository.ts';
import { releaseInTx, setStatus } from '../vendor-order-steps.ts';

/** Releases every delivered vendor order whose inspection window ended without a dispute. */
export async function autoReleaseDue(deps: Deps): Promise<number> {
  const due = await repo.dueForRelease(deps.db, deps.clock.now());
  let released = 0;
  for (const id of due) {
    try {
      await deps.db.transaction(async (tx) => {
        const vo = await repo.lockVendorOrder(tx, id);
        if (
          !vo ||
          vo.status !== 'DELIVERED' ||
          vo.escrowStatus !== 'HELD' ||
          vo.disputeOpen ||
          vo.fraudHold ||
          !vo.inspectionEndsAt ||
          vo.inspectionEndsAt > deps.clock.now()
        )
          return;
        const order = (await repo.findOrder(tx, vo.orderId))!;
        await setStatus(tx, deps, vo, 'COMPLETED', null, 'inspection window ended');
        await releaseInTx(tx, deps, vo, order, null, 'inspection window ended');
        released += 1;
      });
    } catch (err) {
      deps.logger.error({ err, vendorOrderId: id }, 'auto-release failed');
    }
  }
  return released;
}
