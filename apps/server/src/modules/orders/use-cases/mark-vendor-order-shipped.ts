import { msg } from '@app/shared/error-messages';
import type { DbOrTx } from '../../../db/client.ts';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { assertBalancePaid } from '../balance-state.ts';
import * as repo from '../orders.repository.ts';
import { setStatus } from '../vendor-order-steps.ts';

/**
 * Delivery and release hooks for the shipping work (same transaction as the shipment change): a label was bought. A
 * payment plan's release at shipment waits for the carrier's first scan (release-at-shipment.ts), not the label.
 */
export async function markVendorOrderShipped(
  tx: DbOrTx,
  deps: Deps,
  vendorOrderId: string,
  actorId: string | null,
): Promise<void> {
  const vo = await repo.lockVendorOrder(tx, vendorOrderId);
  if (!vo) throw new AppError('NOT_FOUND', msg('orders.notFound'));
  assertBalancePaid(vo);
  if (vo.status === 'PLACED') {
    await setStatus(tx, deps, vo, 'ACCEPTED', actorId ?? vo.vendorId, 'label bought');
    vo.status = 'ACCEPTED';
  }
  if (vo.status === 'ACCEPTED') await setStatus(tx, deps, vo, 'SHIPPED', actorId ?? vo.vendorId, 'label bought');
}

/** Before buying a label (a carrier charge): refused while a payment plan's balance is unpaid (issue 18). */
export async function assertReadyToShip(db: DbOrTx, vendorOrderId: string): Promise<void> {
  const vo = await repo.findVendorOrder(db, vendorOrderId);
  if (vo) assertBalancePaid(vo);
}
