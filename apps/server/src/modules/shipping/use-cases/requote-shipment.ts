import type { Deps } from '../../../deps.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { quoteDto, quoteRates } from '../rate-quote.ts';
import type { ParcelIn } from '../rates.ts';
import { ownedShipment } from '../shipment-access.ts';
import { assertShipmentTransition } from '../shipment-state.ts';
import * as repo from '../shipping.repository.ts';

/**
 * POST /api/shipments/:id/requote: the carrier quotes the draft again (its rates expired, or the vendor wants fresh
 * ones); the new rates replace the stored ones. The carrier is asked outside the transaction.
 */
export async function requoteShipment(deps: Deps, auth: AuthContext, shipmentId: string) {
  const s = await ownedShipment(deps.db, auth, shipmentId);
  assertShipmentTransition(s.status, 'LABEL_READY');
  const rates = await quoteRates(deps, s.id, {
    from: s.addressFrom,
    to: s.addressTo,
    parcel: s.parcel as unknown as ParcelIn,
  });
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const locked = (await repo.lockShipment(tx, s.id))!;
    assertShipmentTransition(locked.status, 'LABEL_READY');
    await repo.replaceRates(tx, s.id, rates);
    await repo.updateShipment(tx, s.id, { updatedAt: now });
  });
  return quoteDto({ ...s, updatedAt: now }, rates, now);
}
