import type { Deps } from '../../../deps.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { quoteDto } from '../rate-quote.ts';
import { ownedShipment } from '../shipment-access.ts';
import { assertShipmentTransition } from '../shipment-state.ts';
import * as repo from '../shipping.repository.ts';

/** GET /api/shipments/:id/rates: the stored rates of a draft, when they were quoted and whether they expired. */
export async function shipmentRates(deps: Deps, auth: AuthContext, shipmentId: string) {
  const s = await ownedShipment(deps.db, auth, shipmentId);
  assertShipmentTransition(s.status, 'LABEL_READY');
  return quoteDto(s, await repo.ratesOf(deps.db, shipmentId), deps.clock.now());
}
