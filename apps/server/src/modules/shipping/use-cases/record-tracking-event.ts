import { msg } from '@app/shared/error-messages';
import type { ShipmentStatus } from '@app/shared/shipping';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { transition } from '../../../lib/state-machine.ts';
import { audit } from '../../audit/audit.service.ts';
import { notify } from '../../notifications/notifications.service.ts';
import { orderRef } from '../../orders/order-ref.ts';
import { markVendorOrderDelivered, releaseOnCarrierScan } from '../../orders/orders.service.ts';
import { vendorOrderDetails } from '../../orders/use-cases/vendor-order-details.ts';
import { canMove, shipmentMachine } from '../shipment-state.ts';
import * as repo from '../shipping.repository.ts';

export interface TrackingEventInput {
  status: ShipmentStatus;
  description: string;
  city: string;
  country: string;
  occurredAt: Date;
  source: 'carrier' | 'admin';
  externalId: string | null;
  /** The admin who posted it (source 'admin'): the event is audited as their action. */
  actorId?: string | null;
}

/**
 * Records a tracking event. Duplicates (same carrier event id) are ignored; an event older than the latest one is
 * kept in the history but does not move the status back; DELIVERED is final and opens the inspection window. The
 * first one is the carrier's word that it has the goods: a payment plan's release at shipment follows.
 */
export async function recordTrackingEvent(
  deps: Deps,
  shipmentId: string,
  e: TrackingEventInput,
): Promise<{ applied: boolean; duplicate: boolean }> {
  return deps.db.transaction(async (tx) => {
    const s = await repo.lockShipment(tx, shipmentId);
    if (!s) throw new AppError('NOT_FOUND', msg('shipping.notFound'));
    if (s.status === 'PENDING_LABEL') throw new AppError('CONFLICT', msg('shipping.noLabelYet'));
    if (s.status === 'CANCELLED') throw new AppError('CONFLICT', msg('shipping.cancelled'));
    const now = deps.clock.now();
    const inserted = await repo.insertEvent(tx, {
      shipmentId,
      status: e.status,
      description: e.description,
      city: e.city,
      country: e.country,
      occurredAt: e.occurredAt,
      source: e.source,
      externalId: e.externalId,
      createdAt: now,
    });
    if (!inserted) return { applied: false, duplicate: true };
    if (e.source === 'admin') {
      await audit(tx, {
        actorId: e.actorId ?? null,
        action: 'admin.tracking_event_recorded',
        subjectType: 'shipment',
        subjectId: s.id,
        data: { status: e.status, occurredAt: e.occurredAt.toISOString(), city: e.city, country: e.country },
      });
    }
    // the carrier has the goods: a payment plan's release at shipment (issue 18), once
    await releaseOnCarrierScan(tx, deps, s.vendorOrderId);
    const newer = !s.lastEventAt || e.occurredAt >= s.lastEventAt;
    if (!newer || !canMove(s.status, e.status)) return { applied: false, duplicate: false };
    // The tracking event row just written (with its source) is the record of this move: no audit row.
    await transition(tx, shipmentMachine, {
      subjectId: s.id,
      from: s.status,
      action: e.status,
      write: (db, status, from) =>
        repo.moveShipment(db, s.id, from, {
          status,
          lastEventAt: e.occurredAt,
          updatedAt: now,
          ...(status === 'DELIVERED' ? { deliveredAt: e.occurredAt } : {}),
        }),
      actorId: null,
      audited: false,
    });
    const { order } = (await vendorOrderDetails(tx, s.vendorOrderId))!;
    if (e.status === 'DELIVERED') {
      await markVendorOrderDelivered(tx, deps, s.vendorOrderId, e.occurredAt);
    } else if (e.status === 'IN_TRANSIT' && s.status === 'LABEL_READY') {
      await notify(
        deps,
        order.buyerId,
        'shipment.in_transit',
        {
          orderId: order.id,
          orderRef: orderRef(order.id),
          carrier: s.carrier ?? '',
          trackingNumber: s.trackingNumber ?? '',
          link: `/track/${order.id}`,
        },
        tx,
      );
    }
    return { applied: true, duplicate: false };
  });
}
