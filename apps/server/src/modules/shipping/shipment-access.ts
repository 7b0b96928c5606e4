/** Who may act on a shipment or ship a vendor order: checked in the use case with the caller's id. */
import { msg } from '@app/shared/error-messages';
import type { DbOrTx } from '../../db/client.ts';
import { isAdmin } from '../../http/access.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuthContext } from '../auth/auth.types.ts';
import * as ordersRepo from '../orders/orders.repository.ts';
import * as repo from './shipping.repository.ts';

/** The vendor order behind a shipment request, checked: it belongs to the caller (or the caller is an admin). */
export async function shippableVendorOrder(
  db: DbOrTx,
  auth: AuthContext,
  orderId: string,
  vendorOrderId: string,
): Promise<ordersRepo.VendorOrderRow> {
  const vo = await ordersRepo.findVendorOrder(db, vendorOrderId);
  if (!vo || vo.orderId !== orderId || (vo.vendorId !== auth.user.id && !isAdmin(auth)))
    throw new AppError('NOT_FOUND', msg('orders.notFound'));
  if (vo.status === 'CANCELLED' || vo.status === 'COMPLETED')
    throw new AppError('CONFLICT', msg('orders.orderIs', { status: msg(`orders.vendorStatus.${vo.status}`) }));
  return vo;
}

/** A shipment of the caller (its seller) or any shipment for an admin; anyone else is told it does not exist. */
export async function ownedShipment(
  db: DbOrTx,
  auth: AuthContext,
  id: string,
  lock = false,
): Promise<repo.ShipmentRow> {
  const s = lock ? await repo.lockShipment(db, id) : await repo.findShipment(db, id);
  if (!s || (s.sellerId !== auth.user.id && !isAdmin(auth))) throw new AppError('NOT_FOUND', msg('shipping.notFound'));
  return s;
}
