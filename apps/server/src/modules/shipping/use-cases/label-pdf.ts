import { msg } from '@app/shared/error-messages';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { ownedShipment } from '../shipment-access.ts';

/** GET /api/shipments/:id/label.pdf: the bought label, for its seller or an admin. */
export async function labelPdf(deps: Deps, auth: AuthContext, shipmentId: string): Promise<Buffer> {
  const s = await ownedShipment(deps.db, auth, shipmentId);
  const pdf = s.labelKey ? await deps.files.get(s.labelKey) : null;
  if (!pdf) throw new AppError('NOT_FOUND', msg('shipping.noLabel'));
  return pdf;
}
