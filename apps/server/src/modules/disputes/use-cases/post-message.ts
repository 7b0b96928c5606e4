import type { DisputeDto } from '@app/shared/disputes';
import { msg } from '@app/shared/error-messages';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { notify } from '../../notifications/notifications.service.ts';
import { orderRef } from '../../orders/order-ref.ts';
import * as orders from '../../orders/orders.service.ts';
import { attach, notFound, viewerOf } from '../dispute-steps.ts';
import * as repo from '../disputes.repository.ts';
import { getDispute } from './get-dispute.ts';

/** A message in the dispute's thread: the buyer and the vendor until it is resolved; admins once it is escalated. */
export async function postMessage(
  deps: Deps,
  auth: AuthContext,
  id: string,
  body: string,
  evidenceIds: string[],
): Promise<DisputeDto> {
  await deps.db.transaction(async (tx) => {
    const d = await repo.lockDispute(tx, id);
    const viewer = d ? viewerOf(auth, d) : null;
    if (!d || !viewer) throw notFound();
    if (d.status === 'RESOLVED') throw new AppError('CONFLICT', msg('disputes.threadClosed'));
    if (viewer === 'admin' && d.status !== 'ESCALATED')
      throw new AppError('CONFLICT', msg('disputes.adminsJoinEscalated'));
    const m = await repo.insertMessage(tx, {
      disputeId: d.id,
      authorId: auth.user.id,
      party: viewer,
      body,
      createdAt: deps.clock.now(),
    });
    await attach(tx, evidenceIds, auth.user.id, d.id, viewer, m.id);
    await repo.updateDispute(tx, d.id, { updatedAt: deps.clock.now() });
    const details = await orders.vendorOrderDetails(tx, d.vendorOrderId);
    for (const userId of [d.buyerId, d.vendorId].filter((u) => u !== auth.user.id)) {
      await notify(
        deps,
        userId,
        'dispute.message',
        {
          disputeId: d.id,
          orderRef: orderRef(d.orderId),
          vendorName: details?.vo.vendorName ?? '',
          link: `/disputes/${d.id}`,
        },
        tx,
      );
    }
  });
  return getDispute(deps, auth, id);
}
