import { hasLabel } from '@app/shared/shipping';
import type { DbOrTx } from '../../../db/client.ts';
import * as repo from '../shipping.repository.ts';

/**
 * Shipments of vendor orders with their tracking history (newest event first) and the transit days of the bought
 * rate: what the disputes module shows a mediator and uses for the promised delivery date.
 */
export async function shippingOfVendorOrders(db: DbOrTx, vendorOrderIds: string[]) {
  const list = (await repo.shipmentsOfVendorOrders(db, vendorOrderIds)).filter((s) => hasLabel(s.status));
  const events = await repo.eventsOf(
    db,
    list.map((s) => s.id),
  );
  const rates = await repo.ratesOfShipments(
    db,
    list.map((s) => s.id),
  );
  return list.map((s) => ({
    id: s.id,
    vendorOrderId: s.vendorOrderId,
    status: s.status,
    carrier: s.carrier,
    trackingNumber: s.trackingNumber,
    deliveredAt: s.deliveredAt,
    transitDays: (s.rateId ? rates.find((r) => r.id === s.rateId)?.estimatedDays : undefined) ?? null,
    events: events
      .filter((e) => e.shipmentId === s.id)
      .map((e) => ({
        status: e.status,
        description: e.description,
        city: e.city,
        country: e.country,
        occurredAt: e.occurredAt,
        source: e.source,
      })),
  }));
}
