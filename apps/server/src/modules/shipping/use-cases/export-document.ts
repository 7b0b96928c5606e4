import type { Deps } from '../../../deps.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { orderRef } from '../../orders/order-ref.ts';
import { renderCommercialInvoice, renderPackingList } from '../export-docs.ts';
import { readableShipment } from '../shipment-access.ts';

/** Export documents for a shipment: the seller, the order's buyer and admins may download them. */
export async function exportDocument(
  deps: Deps,
  auth: AuthContext,
  shipmentId: string,
  kind: 'commercial-invoice' | 'packing-list',
): Promise<Buffer> {
  const { s, order, vo: vendorOrder, items } = await readableShipment(deps.db, auth, shipmentId);
  const doc = { shipment: s, order, vendorOrder, items, orderRef: orderRef(order.id) };
  return kind === 'commercial-invoice' ? renderCommercialInvoice(doc) : renderPackingList(doc);
}
