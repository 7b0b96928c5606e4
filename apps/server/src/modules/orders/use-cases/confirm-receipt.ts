import { msg } from '@app/shared/error-messages';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { audit } from '../../audit/audit.service.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import * as repo from '../orders.repository.ts';
import { assertNotFrozen, releaseInTx, setStatus } from '../vendor-order-steps.ts';

/**
 * The buyer confirms receipt: the vendor order completes and its escrow is released. Before any carrier delivery event
 * (still SHIPPED) the buyer must state the goods are in hand (`goodsInHand`), else GOODS_IN_HAND_REQUIRED; such a
 * confirmation is written to the audit log as made without a carrier delivery event.
 */
export async function confirmReceipt(
  deps: Deps,
  auth: AuthContext,
  vendorOrderId: string,
  input: { goodsInHand?: boolean | undefined } = {},
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const vo = await repo.lockVendorOrder(tx, vendorOrderId);
    const order = vo ? await repo.findOrder(tx, vo.orderId) : undefined;
    if (!vo || !order || order.buyerId !== auth.user.id) throw new AppError('NOT_FOUND', msg('orders.notFound'));
    if (vo.status !== 'DELIVERED' && vo.status !== 'SHIPPED')
      throw new AppError('CONFLICT', msg('orders.confirmAfterShipping'));
    assertNotFrozen(vo); // say so before asking for a statement that would not help
    const carrierDelivered = vo.status === 'DELIVERED';
    if (!carrierDelivered && input.goodsInHand !== true)
      throw new AppError('GOODS_IN_HAND_REQUIRED', msg('orders.goodsInHandRequired'), { carrierDelivered: false });
    const reason = carrierDelivered
      ? 'buyer confirmed receipt'
      : 'buyer confirmed receipt, goods in hand, no carrier delivery event';
    if (!carrierDelivered) {
      await setStatus(tx, deps, vo, 'DELIVERED', auth.user.id, reason);
      vo.status = 'DELIVERED';
      // the goods are in the buyer's hands from now: a quality claim's window starts here (issue 18)
      await repo.updateVendorOrder(tx, vo.id, { deliveredAt: deps.clock.now() });
    }
    await setStatus(tx, deps, vo, 'COMPLETED', auth.user.id, reason);
    await releaseInTx(tx, deps, vo, order, auth.user.id, reason);
    await audit(tx, {
      actorId: auth.user.id,
      action: 'order.receipt_confirmed',
      subjectType: 'vendor_order',
      subjectId: vo.id,
      data: { carrierDelivered, goodsInHand: carrierDelivered ? null : true },
    });
  });
}
