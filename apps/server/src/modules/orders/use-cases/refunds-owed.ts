import type { RefundsOwedDto } from '@app/shared/payments';
import type { Deps } from '../../../deps.ts';
import * as escrow from '../../escrow/escrow.service.ts';
import * as repo from '../orders.repository.ts';

/** Admin console: the money still owed back to buyers, order by order, oldest first, with how it should go back. */
export async function refundsOwed(deps: Deps): Promise<RefundsOwedDto> {
  const owed = await escrow.outstandingRefunds(deps.db);
  const orders = new Map(
    (await repo.ordersByIds(deps.db, [...new Set(owed.map((o) => o.orderId))])).map((o) => [o.id, o]),
  );
  return {
    items: owed.flatMap((o) => {
      const order = orders.get(o.orderId);
      if (!order) return [];
      return [
        {
          orderId: o.orderId,
          buyerName: order.buyerInfo.name,
          buyerEmail: order.buyerInfo.email,
          buyerPhone: order.buyerInfo.phone,
          rail: order.paymentProvider,
          /** The rail has a refund call (retried by the job), or it must be paid back by hand. */
          manual: !deps.rails.find(order.paymentProvider) || ['mpesa', 'momo'].includes(order.paymentProvider),
          currency: o.currency,
          outstandingMinor: o.outstandingMinor,
          since: o.since,
        },
      ];
    }),
  };
}
