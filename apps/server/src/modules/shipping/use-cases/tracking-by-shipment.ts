import type { Deps } from '../../../deps.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { readableShipment } from '../shipment-access.ts';
import * as repo from '../shipping.repository.ts';
import { eventDto } from '../tracking-dto.ts';

/** GET /api/tracking/:shipmentId — the seller, the buyer of the order (label bought), or an admin. */
export async function trackingByShipment(deps: Deps, auth: AuthContext, shipmentId: string) {
  const { s } = await readableShipment(deps.db, auth, shipmentId);
  return {
    tracking: { tracking_number: s.trackingNumber, carrier: s.carrier, status: s.status },
    events: (await repo.eventsOf(deps.db, [s.id])).map(eventDto),
  };
}
