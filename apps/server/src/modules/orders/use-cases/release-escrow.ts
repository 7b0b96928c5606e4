import { msg } from '@app/shared/error-messages';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import * as repo from '../orders.repository.ts';
import { releaseInTx } from '../vendor-order-steps.ts';

/**
 * Releases a vendor order's escrow to the vendor (minus the 5% seller fee). Used by the buyer's delivery
 * confirmation, the auto-release job and admins. Exactly once, whatever the concurrency.
 */
export async function releaseEscrow(
  deps: Deps,
  actor: { id: string | null },
  vendorOrderId: string,
  reason: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const vo = await repo.lockVendorOrder(tx, vendorOrderId);
    if (!vo) throw new AppError('NOT_FOUND', msg('orders.notFound'));
    const order = (await repo.findOrder(tx, vo.orderId))!;
    await releaseInTx(tx, deps, vo, order, actor.id, reason);
  });
}
