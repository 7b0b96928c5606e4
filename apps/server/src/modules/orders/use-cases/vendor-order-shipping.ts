import type { DbOrTx } from '../../../db/client.ts';
import { heldVendorOrder } from '../held-vendor-order.ts';
import * as repo from '../orders.repository.ts';

/**
 * What the buyer paid for the shipping of several vendor orders, as escrow holds it (the settlement currency's minor
 * units) with the carrier service quoted: for statements, which tell the shipping released to the vendor apart.
 */
export async function vendorOrderShipping(
  db: DbOrTx,
  vendorOrderIds: string[],
): Promise<Map<string, { currency: string; shippingMinor: number; service: string | null }>> {
  const rows = await repo.vendorOrdersByIds(db, [...new Set(vendorOrderIds)]);
  return new Map(
    rows.map((vo) => {
      const held = heldVendorOrder(vo, '');
      return [
        vo.id,
        { currency: held.currency ?? 'USD', shippingMinor: held.shippingCents ?? 0, service: vo.shippingService },
      ];
    }),
  );
}
