/** Who may act on a shipment or ship a vendor order: checked in the use case with the caller's id. */
import { hasLabel } from '@app/shared/shipping';
import { msg } from '@app/shared/error-messages';
import type { DbOrTx } from '../../db/client.ts';
import { isAdmin } from '../../http/access.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuthContext } from '../auth/auth.types.ts';
import { vendorOrderDetails } from '../orders/use-cases/vendor-order-details.ts';
import type { OrderItemRow, OrderRow, VendorOrderRow } from './order-rows.ts';
import * as repo from './shipping.repository.ts';

/**
 * The vendor order behind a shipment request, checked: it belongs to the caller (or the caller is an admin). With its
 * order and its lines.
 */
export async function shippableVendorOrder(
  db: DbOrTx,
  auth: AuthContext,
  orderId: string,
  vendorOrderId: string,
): Promise<{ vo: VendorOrderRow; order: OrderRow; items: OrderItemRow[] }> {
  const details = await vendorOrderDetails(db, vendorOrderId);
  if (!details || details.vo.orderId !== orderId || (details.vo.vendorId !== auth.user.id && !isAdmin(auth)))
    throw new AppError('NOT_FOUND', msg('orders.notFound'));
  const { vo } = details;
  if (vo.status === 'CANCELLED' || vo.status === 'COMPLETED')
    throw new AppError('CONFLICT', msg('orders.orderIs', { status: msg(`orders.vendorStatus.${vo.status}`) }));
  return details;
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

/**
 * A shipment the caller may read, with its vendor order, order and lines: its seller and admins always; the order's
 * buyer only once its label is bought (a draft or a cancelled shipment does not exist for the buyer).
 */
export async function readableShipment(db: DbOrTx, auth: AuthContext, shipmentId: string) {
  const s = await repo.findShipment(db, shipmentId);
  const details = s ? await vendorOrderDetails(db, s.vendorOrderId) : null;
  const seller = s !== undefined && (s.sellerId === auth.user.id || isAdmin(auth));
  const buyer = s !== undefined && details?.order.buyerId === auth.user.id && hasLabel(s.status);
  if (!s || !details || (!seller && !buyer)) throw new AppError('NOT_FOUND', msg('shipping.notFound'));
  return { s, order: details.order, vo: details.vo, items: details.items };
}
