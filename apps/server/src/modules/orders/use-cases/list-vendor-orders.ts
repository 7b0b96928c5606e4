import type { VendorOrderDto } from '@app/shared/orders';
import type { Deps } from '../../../deps.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { vendorOrderDto } from '../order-dto.ts';
import { eventsByVendorOrder, photosByVendorOrder } from '../plan-dto.ts';
import * as repo from '../orders.repository.ts';

/** The signed-in vendor's vendor orders, each with its order's buyer and delivery address. */
export async function listVendorOrders(deps: Deps, auth: AuthContext): Promise<VendorOrderDto[]> {
  const vos = await repo.vendorOrdersOfVendor(deps.db, auth.user.id);
  const orderIds = [...new Set(vos.map((v) => v.orderId))];
  const [orders, items] = await Promise.all([
    repo.ordersByIds(deps.db, orderIds),
    repo.itemsOfOrders(deps.db, orderIds),
  ]);
  const byId = new Map(orders.map((o) => [o.id, o]));
  const [events, photos] = await Promise.all([
    eventsByVendorOrder(
      deps.db,
      vos.map((v) => v.id),
    ),
    photosByVendorOrder(deps.db, vos),
  ]);
  return vos.map((vo) => vendorOrderDto(vo, byId.get(vo.orderId)!, items, events, photos));
}
