import type { ShipmentStatus } from '@app/shared/shipping';
import { hasLabel } from '@app/shared/shipping';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { isAdmin } from '../../http/access.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuthContext } from '../auth/auth.types.ts';
import { notify } from '../notifications/notifications.service.ts';
import { orderRef } from '../orders/checkout.service.ts';
import { markVendorOrderDelivered } from '../orders/orders.service.ts';
import * as ordersRepo from '../orders/orders.repository.ts';
import { renderCommercialInvoice, renderPackingList } from './export-docs.ts';
import { ownedShipment } from './shipment-access.ts';
import { canMove } from './shipment-state.ts';
import * as repo from './shipping.repository.ts';
import { msg } from '@app/shared/error-messages';

export async function labelPdf(deps: Deps, auth: AuthContext, shipmentId: string): Promise<Buffer> {
  const s = await ownedShipment(deps.db, auth, shipmentId);
  const pdf = s.labelKey ? await deps.files.get(s.labelKey) : null;
  if (!pdf) throw new AppError('NOT_FOUND', msg('shipping.noLabel'));
  return pdf;
}

export interface TrackingEventInput {
  status: ShipmentStatus;
  description: string;
  city: string;
  country: string;
  occurredAt: Date;
  source: 'carrier' | 'admin';
  externalId: string | null;
}

/**
 * Records a tracking event. Duplicates (same carrier event id) are ignored; an event older than the latest one is
 * kept in the history but does not move the status back; DELIVERED is final and opens the inspection window.
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
    const newer = !s.lastEventAt || e.occurredAt >= s.lastEventAt;
    if (!newer || !canMove(s.status, e.status)) return { applied: false, duplicate: false };
    await repo.updateShipment(tx, s.id, {
      status: e.status,
      lastEventAt: e.occurredAt,
      updatedAt: now,
      ...(e.status === 'DELIVERED' ? { deliveredAt: e.occurredAt } : {}),
    });
    const order = (await ordersRepo.findOrder(tx, s.orderId))!;
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

export async function shipmentByTracking(deps: Deps, trackingNumber: string) {
  return repo.findByTracking(deps.db, trackingNumber);
}

/** English words of a status, for events whose carrier sent no text of its own. */
const STATUS_WORDS: Record<repo.EventRow['status'], string> = {
  PENDING_LABEL: 'Pending label',
  LABEL_READY: 'Label created',
  IN_TRANSIT: 'In transit',
  DELIVERED: 'Delivered',
  EXCEPTION: 'Delivery exception',
  CANCELLED: 'Cancelled',
};

function eventDto(e: repo.EventRow) {
  // The carrier's and the admin's own text is shown as written; ours (a bought label, a carrier event without text) is
  // flagged so each reader sees it in their language.
  const generated = e.source === 'label' || e.description === '';
  return {
    id: e.id,
    event_desc: e.description || STATUS_WORDS[e.status],
    event_time: e.occurredAt.toISOString(),
    status: e.status,
    location: { city: e.city, country: e.country },
    generated,
  };
}

/**
 * A shipment the caller may read: its seller and admins always; the order's buyer only once its label is bought (a
 * draft or a cancelled shipment does not exist for the buyer).
 */
async function readableShipment(deps: Deps, auth: AuthContext, shipmentId: string) {
  const s = await repo.findShipment(deps.db, shipmentId);
  const order = s ? await ordersRepo.findOrder(deps.db, s.orderId) : undefined;
  const seller = s !== undefined && (s.sellerId === auth.user.id || isAdmin(auth));
  const buyer = s !== undefined && order?.buyerId === auth.user.id && hasLabel(s.status);
  if (!s || !order || (!seller && !buyer)) throw new AppError('NOT_FOUND', msg('shipping.notFound'));
  return { s, order };
}

/** GET /api/tracking/:shipmentId — the seller, the buyer of the order (label bought), or an admin. */
export async function trackingByShipment(deps: Deps, auth: AuthContext, shipmentId: string) {
  const { s } = await readableShipment(deps, auth, shipmentId);
  return {
    tracking: { tracking_number: s.trackingNumber, carrier: s.carrier, status: s.status },
    events: (await repo.eventsOf(deps.db, [s.id])).map(eventDto),
  };
}

/**
 * GET /api/tracking/order/:orderId — public, and what the buyer's order pages show: only what a tracking page needs (no
 * addresses, phones or prices), and only shipments whose label was bought (a vendor's draft is not a shipment yet).
 */
export async function trackingByOrder(deps: Deps, orderId: string) {
  const order = await ordersRepo.findOrder(deps.db, orderId);
  if (!order) throw new AppError('NOT_FOUND', msg('shipping.noOrderWithNumber'));
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

/** The admin shipment table (spec 2.13, 3.8). */
export async function adminShipments(
  deps: Deps,
  filter: { status?: string | undefined; needsRelease?: boolean; cursor?: string | undefined; limit: number },
) {
  const after = filter.cursor
    ? (() => {
        const [t, id] = Buffer.from(filter.cursor, 'base64url').toString('utf8').split('|');
        const createdAt = new Date(t ?? '');
        if (!id || Number.isNaN(createdAt.getTime()))
          throw new AppError('VALIDATION_ERROR', msg('catalog.invalidCursor'));
        return { createdAt, id };
      })()
    : undefined;
  const rows = await repo.adminList(deps.db, {
    status: filter.status,
    needsRelease: filter.needsRelease ?? false,
    limit: filter.limit + 1,
    after,
  });
  const page = rows.slice(0, filter.limit);
  const last = page[page.length - 1];
  return {
    items: page.map((s) => ({
      id: s.id,
      order_id: s.orderId,
      vendor_order_id: s.vendorOrderId,
      seller_id: s.sellerId,
      carrier: s.carrier,
      tracking_number: s.trackingNumber,
      status: s.status,
      created_at: s.createdAt.toISOString(),
      delivered_at: s.deliveredAt?.toISOString() ?? null,
      escrow_status: s.escrowStatus,
      label_url: s.labelKey ? `/api/shipments/${s.id}/label.pdf` : null,
    })),
    nextCursor:
      rows.length > filter.limit && last
        ? Buffer.from(`${last.createdAt.toISOString()}|${last.id}`).toString('base64url')
        : null,
  };
}

/** Export documents for a shipment: the seller, the order's buyer and admins may download them. */
export async function exportDocument(
  deps: Deps,
  auth: AuthContext,
  shipmentId: string,
  kind: 'commercial-invoice' | 'packing-list',
): Promise<Buffer> {
  const { s, order } = await readableShipment(deps, auth, shipmentId);
  const vendorOrder = (await ordersRepo.findVendorOrder(deps.db, s.vendorOrderId))!;
  const items = (await ordersRepo.itemsOfOrders(deps.db, [order.id])).filter((i) => i.vendorOrderId === vendorOrder.id);
  const doc = { shipment: s, order, vendorOrder, items, orderRef: orderRef(order.id) };
  return kind === 'commercial-invoice' ? renderCommercialInvoice(doc) : renderPackingList(doc);
}

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
