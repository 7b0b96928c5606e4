import type { DisputeOptionDto } from '@app/shared/disputes';
import { msg } from '@app/shared/error-messages';
import type { Deps } from '../../../deps.ts';
import { isAdmin } from '../../../http/access.ts';
import { AppError } from '../../../lib/errors.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import * as orders from '../../orders/orders.service.ts';
import { disputeEligibilityOf } from './dispute-eligibility-of.ts';

/** For the buyer's order page: per vendor order, whether a dispute can be opened now, or the one already open. */
export async function disputeOptions(deps: Deps, auth: AuthContext, orderId: string): Promise<DisputeOptionDto[]> {
  const found = await orders.vendorOrdersOfOrder(deps.db, orderId);
  if (!found || (found.order.buyerId !== auth.user.id && !isAdmin(auth)))
    throw new AppError('NOT_FOUND', msg('orders.notFound'));
  const viewerIsBuyer = found.order.buyerId === auth.user.id;
  const all = await disputeEligibilityOf(
    deps.db,
    found.vos.map((vo) => ({
      ...vo,
      productIds: found.items.filter((i) => i.vendorOrderId === vo.id).map((i) => i.productId),
      viewerIsBuyer,
    })),
    deps.clock.now(),
  );
  return found.vos.map((vo) => {
    const e = all.get(vo.id)!;
    return {
      vendorOrderId: vo.id,
      canOpen: e.allowed,
      claim: e.claim,
      // admins read the options: as before, no reason is given for them (NOT_BUYER is for the order DTOs)
      blockedBy: e.reason === 'NOT_BUYER' ? null : e.reason,
      windowEndsAt: e.windowEndsAt,
      overdue: e.overdue,
      disputeId: e.disputeId,
      disputeStatus: e.disputeStatus,
    };
  });
}
