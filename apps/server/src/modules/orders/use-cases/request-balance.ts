import { formatCents } from '@app/shared/money';
import type { Deps } from '../../../deps.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { notify } from '../../notifications/notifications.service.ts';
import { setBalanceStatus } from '../balance-state.ts';
import { balanceDue } from '../held-vendor-order.ts';
import { orderRef } from '../order-ref.ts';
import * as repo from '../orders.repository.ts';
import { lockOwned, setStatus } from '../vendor-order-steps.ts';

/**
 * POST /orders/vendor-orders/:id/ready-to-ship (issue 18): the vendor (or an admin) says the goods are ready; under a
 * plan with a balance, it becomes due and the buyer is asked to pay it (in-app and e-mail). A placed order is accepted
 * on the way. Refused when there is no balance to ask (paid in full, already asked, paid, cancelled).
 */
export async function requestBalance(deps: Deps, auth: AuthContext, vendorOrderId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const vo = await lockOwned(tx, auth, vendorOrderId);
    const order = (await repo.findOrder(tx, vo.orderId))!;
    if (vo.status === 'PLACED' && vo.balanceStatus === 'PENDING') {
      await setStatus(tx, deps, vo, 'ACCEPTED', auth.user.id, 'ready to ship');
      vo.status = 'ACCEPTED';
    }
    await setBalanceStatus(tx, deps, vo, 'DUE', auth.user.id, 'ready to ship', {
      balanceRequestedAt: deps.clock.now(),
    });
    const due = balanceDue(vo);
    await notify(
      deps,
      order.buyerId,
      'order.balance_due',
      {
        orderId: order.id,
        vendorOrderId: vo.id,
        orderRef: orderRef(order.id),
        vendorName: vo.vendorName,
        amount: formatCents(due.usdCents),
        amountCents: due.usdCents,
        link: `/order-confirmation/${order.id}`,
      },
      tx,
    );
  });
}
