import type { Deps } from '../../../deps.ts';
import { transition } from '../../../lib/state-machine.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { ownedShipment } from '../shipment-access.ts';
import { shipmentMachine } from '../shipment-state.ts';
import * as repo from '../shipping.repository.ts';

/**
 * POST /api/shipments/:id/cancel: the vendor drops a draft whose label was not bought (PENDING_LABEL -> CANCELLED),
 * through the shipment machine: the check, the write and its audit row ('shipment.cancelled') in one transaction. The
 * order is untouched: it was never shipped by this draft.
 */
export async function cancelDraftShipment(
  deps: Deps,
  auth: AuthContext,
  shipmentId: string,
): Promise<{ shipment_id: string; status: 'CANCELLED' }> {
  await ownedShipment(deps.db, auth, shipmentId);
  return deps.db.transaction(async (tx) => {
    const s = (await repo.lockShipment(tx, shipmentId))!;
    await transition(tx, shipmentMachine, {
      subjectId: s.id,
      from: s.status,
      action: 'CANCELLED',
      write: (db, status, from) => repo.moveShipment(db, s.id, from, { status, updatedAt: deps.clock.now() }),
      actorId: auth.user.id,
      data: { orderId: s.orderId, vendorOrderId: s.vendorOrderId },
    });
    return { shipment_id: s.id, status: 'CANCELLED' as const };
  });
}
