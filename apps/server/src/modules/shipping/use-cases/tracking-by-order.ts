import { msg } from '@app/shared/error-messages';
import { hasLabel } from '@app/shared/shipping';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { vendorOrdersOfOrder } from '../../orders/use-cases/vendor-orders-of-order.ts';
import * as repo from '../shipping.repository.ts';
import { eventDto } from '../tracking-dto.ts';

/**
 * GET /api/tracking/order/:orderId — public, and what the buyer's order pages show: only what a tracking page needs (no
 * addresses, phones or prices), and only shipments whose label was bought (a vendor's draft is not a shipment yet).
 */
export async function trackingByOrder(deps: Deps, orderId: string) {
  if (!(await vendorOrdersOfOrder(deps.db, orderId)))
    throw new AppError('NOT_FOUND', msg('shipping.noOrderWithNumber'));
  const list = (await repo.labelledShipmentsOfOrder(deps.db, orderId)).flatMap((s) =>
    hasLabel(s.status) ? [{ ...s, status: s.status }] : [],
  );
  const events = await repo.eventsOf(
    deps.db,
    list.map((s) => s.id),
  );
  return {
    shipments: list.map((s) => ({
      shipment: {
        id: s.id,
        vendor_order_id: s.vendorOrderId,
        status: s.status,
        tracking_number: s.trackingNumber,
        carrier: s.carrier,
        created_at: s.createdAt.toISOString(),
      },
      events: events.filter((e) => e.shipmentId === s.id).map(eventDto),
    })),
  };
}
