import type { OrderDto } from '@app/shared/orders';
import type { Deps } from '../../../deps.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { orderDtos, withDisputeEligibility } from '../order-dto.ts';
import * as repo from '../orders.repository.ts';

/** The signed-in buyer's orders (the latest 100), each vendor order with its dispute eligibility. */
export async function listBuyerOrders(deps: Deps, auth: AuthContext): Promise<OrderDto[]> {
  return withDisputeEligibility(deps, await orderDtos(deps.db, await repo.ordersOfBuyer(deps.db, auth.user.id)), true);
}
