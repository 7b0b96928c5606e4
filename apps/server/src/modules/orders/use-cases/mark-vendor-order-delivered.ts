import { TIMES } from '@app/shared/constants';
import type { DbOrTx } from '../../../db/client.ts';
import type { Deps } from '../../../deps.ts';
import { notify } from '../../notifications/notifications.service.ts';
import { orderRef } from '../order-ref.ts';
import * as repo from '../orders.repository.ts';
import { setStatus } from '../vendor-order-steps.ts';

/**
 * The shipping work's delivery hook (same transaction as the shipment change): a shipped vendor order is delivered,
 * its inspection window opens and the buyer is told. Anything else answers null.
 */
export async function markVendorOrderDelivered(
  tx: DbOrTx,
  deps: Deps,
  vendorOrderId: string,
  deliveredAt: Date,
): Promise<{ buyerId: string; orderId: string } | null> {
  const vo = await repo.lockVendorOrder(tx, vendorOrderId);
  if (!vo || vo.status !== 'SHIPPED') return null;
  await setStatus(tx, deps, vo, 'DELIVERED', vo.vendorId, 'carrier delivered');
  const inspectionEndsAt = new Date(deliveredAt.getTime() + TIMES.inspectionWindowDays * 24 * 3_600_000);
  await repo.updateVendorOrder(tx, vo.id, { deliveredAt, inspectionEndsAt });
  const order = (await repo.findOrder(tx, vo.orderId))!;
  await notify(
    deps,
    order.buyerId,
    'order.delivered',
    {
      orderId: order.id,
      orderRef: orderRef(order.id),
      vendorName: vo.vendorName,
      days: TIMES.inspectionWindowDays,
      link: `/order-confirmation/${order.id}`,
    },
    tx,
  );
  return { buyerId: order.buyerId, orderId: order.id };
}
