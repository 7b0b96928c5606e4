import type { Deps } from '../../../deps.ts';
import { audit } from '../../audit/audit.service.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { ownedShipment } from '../shipment-access.ts';
import { assertShipmentTransition } from '../shipment-state.ts';
import * as repo from '../shipping.repository.ts';

/**
 * POST /api/shipments/:id/cancel: the vendor drops a draft whose label was not bought (PENDING_LABEL -> CANCELLED),
 * with an audit row in the same transaction. The order is untouched: it was never shipped by this draft.
 */
export async function cancelDraftShipment(
  deps: Deps,
  auth: AuthContext,
  shipmentId: string,
): Promise<{ shipment_id: string; status: 'CANCELLED' }> {
  await ownedShipment(deps.db, auth, shipmentId);
  return deps.db.transaction(async (tx) => {
    const s = (await repo.lockShipment(tx, shipmentId))!;
    assertShipmentTransition(s.status, 'CANCELLED');
    await repo.updateShipment(tx, s.id, { status: 'CANCELLED', updatedAt: deps.clock.now() });
    await audit(tx, {
      actorId: auth.user.id,
      action: 'shipment.cancelled',
      subjectType: 'shipment',
      subjectId: s.id,
      data: { from: s.status, to: 'CANCELLED', orderId: s.orderId, vendorOrderId: s.vendorOrderId },
    });
    return { shipment_id: s.id, status: 'CANCELLED' as const };
  });
}
