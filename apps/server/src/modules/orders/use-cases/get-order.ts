import type { OrderDto } from '@app/shared/orders';
import { msg } from '@app/shared/error-messages';
import type { Deps } from '../../../deps.ts';
import { isAdmin } from '../../../http/access.ts';
import { AppError } from '../../../lib/errors.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { orderDtos, withDisputeEligibility } from '../order-dto.ts';
import * as repo from '../orders.repository.ts';

/** The order confirmation: its buyer and admins only; anyone else gets "Order Not Found". */
export async function getOrder(deps: Deps, auth: AuthContext, orderId: string): Promise<OrderDto> {
  const order = await repo.findOrder(deps.db, orderId);
  if (!order || (order.buyerId !== auth.user.id && !isAdmin(auth)))
    throw new AppError('NOT_FOUND', msg('orders.notFoundPage'));
  return (await withDisputeEligibility(deps, await orderDtos(deps.db, [order]), order.buyerId === auth.user.id))[0]!;
}
