import type { SupplierDto } from '@app/shared/saved';
import type { Deps } from '../../../deps.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { vendorIdentity } from '../../catalog/catalog.service.ts';
import { orderRef } from '../../orders/order-ref.ts';
import * as repo from '../saved.repository.ts';

function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** My Suppliers: vendors the buyer ordered from or follows, with reliability figures. Two queries in all. */
export async function listSuppliers(deps: Deps, auth: AuthContext): Promise<SupplierDto[]> {
  const rows = await repo.listSuppliers(deps.db, auth.user.id);
  const reliability = new Map(
    (
      await repo.reliabilityOf(
        deps.db,
        rows.map((r) => r.vendor_id),
      )
    ).map((r) => [r.vendor_id, r]),
  );
  return rows.map((r) => {
    const rel = reliability.get(r.vendor_id);
    const identity = vendorIdentity({
      company: r.company,
      firstName: r.first_name,
      lastName: r.last_name,
      email: r.email,
      country: r.country,
    });
    return {
      vendorId: r.vendor_id,
      name: identity.vendorName,
      country: identity.vendorCountry,
      isVerified: r.kyc_status === 'VERIFIED',
      following: r.following,
      orderCount: Number(r.order_count),
      lastOrder:
        r.last_order_id && r.last_order_at
          ? { orderId: r.last_order_id, reference: orderRef(r.last_order_id), createdAt: iso(r.last_order_at) }
          : null,
      productId: r.product_id,
      conversationId: r.conversation_id,
      reliability: {
        totalOrders: Number(rel?.total ?? 0),
        deliveredOrders: Number(rel?.delivered ?? 0),
        deliveredOnTime: Number(rel?.on_time ?? 0),
        cancelledOrders: Number(rel?.cancelled ?? 0),
        disputes: Number(rel?.disputes ?? 0),
        medianResponseSeconds: rel?.median_response_seconds == null ? null : Number(rel.median_response_seconds),
      },
    };
  });
}
