import { randomBytes, randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { centsToPrice } from '@app/shared/catalog';
import type { createShipmentRequest, ShipmentStatus } from '@app/shared/shipping';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { isAdmin } from '../../http/access.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuthContext } from '../auth/auth.types.ts';
import { notify } from '../notifications/notifications.service.ts';
import { orderRef } from '../orders/checkout.service.ts';
import { markVendorOrderDelivered, markVendorOrderShipped } from '../orders/orders.service.ts';
import * as ordersRepo from '../orders/orders.repository.ts';
import { renderCommercialInvoice, renderPackingList } from './export-docs.ts';
import { COUNTRY_CODES } from '@app/shared/constants';
import { latestBusinessAddress } from '../verification/verification.service.ts';
import { billableGrams } from './rates.ts';
import { canMove } from './shipment-state.ts';
import * as repo from './shipping.repository.ts';
import { msg } from '@app/shared/error-messages';

type CreateInput = z.output<typeof createShipmentRequest>;

function trackingNumberFor(carrier: string): string {
  const digits = (n: number) => Array.from(randomBytes(n), (b) => String(b % 10)).join('');
  switch (carrier) {
    case 'DHL':
      return digits(10);
    case 'FedEx':
      return digits(12);
    case 'UPS':
      return `1Z${randomBytes(8).toString('hex').toUpperCase()}`;
    case 'USPS':
      return `9400${digits(18)}`;
    default:
      return `AFB${digits(11)}`;
  }
}

/** The vendor order behind a shipment request, checked: it belongs to the caller (or the caller is an admin). */
async function shippableVendorOrder(db: DbOrTx, auth: AuthContext, orderId: string, vendorOrderId: string): Promise<ordersRepo.VendorOrderRow> {
  const vo = await ordersRepo.findVendorOrder(db, vendorOrderId);
  if (!vo || vo.orderId !== orderId || (vo.vendorId !== auth.user.id && !isAdmin(auth))) throw new AppError('NOT_FOUND', msg('orders.notFound'));
  if (vo.status === 'CANCELLED' || vo.status === 'COMPLETED') throw new AppError('CONFLICT', msg('orders.orderIs', { status: msg(`orders.vendorStatus.${vo.status}`) }));
  return vo;
}

/** POST /api/shipments: a shipment in PENDING_LABEL and its rates (spec 7.3). */
export async function createShipment(deps: Deps, auth: AuthContext, input: CreateInput) {
  const vo = await shippableVendorOrder(deps.db, auth, input.orderId, input.vendorOrderId);
  const quotes = await deps.carrier.rates({ from: input.address_from, to: input.address_to, parcel: input.parcel });
  const id = randomUUID();
  const now = deps.clock.now();
  const rates = quotes.map((q) => ({ id: `rate_${randomBytes(8).toString('hex')}`, shipmentId: id, externalRateId: q.externalRateId, carrier: q.carrier, servicelevel: q.servicelevel, service: q.service, amountCents: q.amountCents, estimatedDays: q.estimatedDays }));
  await deps.db.transaction(async (tx) => {
    await repo.insertShipment(tx, {
      id,
      orderId: vo.orderId,
      vendorOrderId: vo.id,
      sellerId: vo.vendorId,
      status: 'PENDING_LABEL',
      billableGrams: billableGrams(input.parcel),
      addressFrom: input.address_from,
      addressTo: input.address_to,
      parcel: input.parcel,
      customs: input.customs ?? null,
      createdAt: now,
      updatedAt: now,
    });
    await repo.insertRates(tx, rates);
  });
  return {
    shipment_id: id,
    rates: rates.map((r) => ({ rate_id: r.id, carrier: r.carrier, service: r.service, eta: `${r.estimatedDays} days`, estimated_days: r.estimatedDays, currency: 'USD', amount: centsToPrice(r.amountCents) })),
  };
}

async function ownedShipment(db: DbOrTx, auth: AuthContext, id: string, lock = false): Promise<repo.ShipmentRow> {
  const s = lock ? await repo.lockShipment(db, id) : await repo.findShipment(db, id);
  if (!s || (s.sellerId !== auth.user.id && !isAdmin(auth))) throw new AppError('NOT_FOUND', msg('shipping.notFound'));
  return s;
}

/** POST /api/shipments/:id/buy: once per shipment; a PDF label, a tracking number, the order moves to shipped. */
export async function buyLabel(deps: Deps, auth: AuthContext, shipmentId: string, rateId: string) {
  const shipment = await ownedShipment(deps.db, auth, shipmentId);
  const rate = (await repo.ratesOf(deps.db, shipmentId)).find((r) => r.id === rateId);
  if (!rate) throw new AppError('VALIDATION_ERROR', msg('shipping.rateRequired'), { fields: { rate_id: msg('shipping.form.selectRate') } });
  if (shipment.status !== 'PENDING_LABEL') throw new AppError('CONFLICT', msg('shipping.labelAlreadyBought'));
  const now = deps.clock.now();
  // The carrier call happens before (outside) the database transaction; the transaction then refuses a second purchase.
  const { trackingNumber, pdf: label } = await deps.carrier.buy(
    { externalRateId: rate.externalRateId, carrier: rate.carrier, servicelevel: rate.servicelevel, service: rate.service, amountCents: rate.amountCents, estimatedDays: rate.estimatedDays },
    { billableKg: (shipment.billableGrams / 1000).toFixed(1), from: shipment.addressFrom, to: shipment.addressTo, orderRef: orderRef(shipment.orderId), date: now },
    () => trackingNumberFor(rate.carrier),
  );
  const labelKey = `labels/${shipment.id}.pdf`;
  const result = await deps.db.transaction(async (tx) => {
    const locked = (await repo.lockShipment(tx, shipmentId))!;
    if (locked.status !== 'PENDING_LABEL') throw new AppError('CONFLICT', msg('shipping.labelAlreadyBought'));
    await repo.updateShipment(tx, shipmentId, { status: 'LABEL_READY', carrier: rate.carrier, service: rate.service, trackingNumber, rateId: rate.id, amountCents: rate.amountCents, labelKey, updatedAt: now, lastEventAt: now });
    await repo.insertEvent(tx, { shipmentId, status: 'LABEL_READY', description: `Label created: ${rate.carrier} ${rate.service}`, city: shipment.addressFrom.city ?? '', country: shipment.addressFrom.country ?? '', occurredAt: now, source: 'label', externalId: null, createdAt: now });
    await markVendorOrderShipped(tx, deps, shipment.vendorOrderId, auth.user.id);
    const order = (await ordersRepo.findOrder(tx, shipment.orderId))!;
    const vo = (await ordersRepo.findVendorOrder(tx, shipment.vendorOrderId))!;
    await notify(deps, order.buyerId, 'shipment.label_created', { orderId: order.id, orderRef: orderRef(order.id), vendorName: vo.vendorName, carrier: rate.carrier, trackingNumber, link: `/track/${order.id}` }, tx);
    return { tracking_number: trackingNumber, carrier: rate.carrier, label_url: `/api/shipments/${shipmentId}/label.pdf` };
  });
  await deps.files.put(labelKey, label, 'application/pdf');
  return result;
}

/** The rates of a shipment still waiting for its label (after a reload of the page, say). */
export async function shipmentRates(deps: Deps, auth: AuthContext, shipmentId: string) {
  const s = await ownedShipment(deps.db, auth, shipmentId);
  if (s.status !== 'PENDING_LABEL') throw new AppError('CONFLICT', msg('shipping.labelAlreadyBought'));
  const rates = await repo.ratesOf(deps.db, shipmentId);
  return { shipment_id: s.id, rates: rates.map((r) => ({ rate_id: r.id, carrier: r.carrier, service: r.service, eta: `${r.estimatedDays} days`, estimated_days: r.estimatedDays, currency: 'USD', amount: centsToPrice(r.amountCents) })) };
}

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
export async function recordTrackingEvent(deps: Deps, shipmentId: string, e: TrackingEventInput): Promise<{ applied: boolean; duplicate: boolean }> {
  return deps.db.transaction(async (tx) => {
    const s = await repo.lockShipment(tx, shipmentId);
    if (!s) throw new AppError('NOT_FOUND', msg('shipping.notFound'));
    if (s.status === 'PENDING_LABEL') throw new AppError('CONFLICT', msg('shipping.noLabelYet'));
    const now = deps.clock.now();
    const inserted = await repo.insertEvent(tx, { shipmentId, status: e.status, description: e.description, city: e.city, country: e.country, occurredAt: e.occurredAt, source: e.source, externalId: e.externalId, createdAt: now });
    if (!inserted) return { applied: false, duplicate: true };
    const newer = !s.lastEventAt || e.occurredAt >= s.lastEventAt;
    if (!newer || !canMove(s.status, e.status)) return { applied: false, duplicate: false };
    await repo.updateShipment(tx, s.id, { status: e.status, lastEventAt: e.occurredAt, updatedAt: now, ...(e.status === 'DELIVERED' ? { deliveredAt: e.occurredAt } : {}) });
    const order = (await ordersRepo.findOrder(tx, s.orderId))!;
    if (e.status === 'DELIVERED') {
      await markVendorOrderDelivered(tx, deps, s.vendorOrderId, e.occurredAt);
    } else if (e.status === 'IN_TRANSIT' && s.status === 'LABEL_READY') {
      await notify(deps, order.buyerId, 'shipment.in_transit', { orderId: order.id, orderRef: orderRef(order.id), carrier: s.carrier ?? '', trackingNumber: s.trackingNumber ?? '', link: `/track/${order.id}` }, tx);
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
};

function eventDto(e: repo.EventRow) {
  // The carrier's and the admin's own text is shown as written; ours (a bought label, a carrier event without text) is
  // flagged so each reader sees it in their language.
  const generated = e.source === 'label' || e.description === '';
  return { id: e.id, event_desc: e.description || STATUS_WORDS[e.status], event_time: e.occurredAt.toISOString(), status: e.status, location: { city: e.city, country: e.country }, generated };
}

/** GET /api/tracking/:shipmentId — the seller, the buyer of the order, or an admin. */
export async function trackingByShipment(deps: Deps, auth: AuthContext, shipmentId: string) {
  const s = await repo.findShipment(deps.db, shipmentId);
  const order = s ? await ordersRepo.findOrder(deps.db, s.orderId) : undefined;
  if (!s || !order || (s.sellerId !== auth.user.id && order.buyerId !== auth.user.id && !isAdmin(auth))) throw new AppError('NOT_FOUND', msg('shipping.notFound'));
  return { tracking: { tracking_number: s.trackingNumber, carrier: s.carrier, status: s.status }, events: (await repo.eventsOf(deps.db, [s.id])).map(eventDto) };
}

/** GET /api/tracking/order/:orderId — public: only what a tracking page needs (no addresses, phones or prices). */
export async function trackingByOrder(deps: Deps, orderId: string) {
  const order = await ordersRepo.findOrder(deps.db, orderId);
  if (!order) throw new AppError('NOT_FOUND', msg('shipping.noOrderWithNumber'));
  const list = await repo.shipmentsOfOrder(deps.db, orderId);
  const events = await repo.eventsOf(deps.db, list.map((s) => s.id));
  return {
    shipments: list.map((s) => ({
      shipment: { id: s.id, vendor_order_id: s.vendorOrderId, status: s.status, tracking_number: s.trackingNumber, carrier: s.carrier, created_at: s.createdAt.toISOString() },
      events: events.filter((e) => e.shipmentId === s.id).map(eventDto),
    })),
  };
}

/** The admin shipment table (spec 2.13, 3.8). */
export async function adminShipments(deps: Deps, filter: { status?: string | undefined; needsRelease?: boolean; cursor?: string | undefined; limit: number }) {
  const after = filter.cursor ? (() => {
    const [t, id] = Buffer.from(filter.cursor, 'base64url').toString('utf8').split('|');
    const createdAt = new Date(t ?? '');
    if (!id || Number.isNaN(createdAt.getTime())) throw new AppError('VALIDATION_ERROR', msg('catalog.invalidCursor'));
    return { createdAt, id };
  })() : undefined;
  const rows = await repo.adminList(deps.db, { status: filter.status, needsRelease: filter.needsRelease ?? false, limit: filter.limit + 1, after });
  const page = rows.slice(0, filter.limit);
  const last = page[page.length - 1];
  return {
    items: page.map((s) => ({ id: s.id, order_id: s.orderId, vendor_order_id: s.vendorOrderId, seller_id: s.sellerId, carrier: s.carrier, tracking_number: s.trackingNumber, status: s.status, created_at: s.createdAt.toISOString(), delivered_at: s.deliveredAt?.toISOString() ?? null, escrow_status: s.escrowStatus, label_url: s.labelKey ? `/api/shipments/${s.id}/label.pdf` : null })),
    nextCursor: rows.length > filter.limit && last ? Buffer.from(`${last.createdAt.toISOString()}|${last.id}`).toString('base64url') : null,
  };
}

/** Export documents for a shipment: the seller, the order's buyer and admins may download them. */
export async function exportDocument(deps: Deps, auth: AuthContext, shipmentId: string, kind: 'commercial-invoice' | 'packing-list'): Promise<Buffer> {
  const s = await repo.findShipment(deps.db, shipmentId);
  const order = s ? await ordersRepo.findOrder(deps.db, s.orderId) : undefined;
  if (!s || !order || (s.sellerId !== auth.user.id && order.buyerId !== auth.user.id && !isAdmin(auth))) throw new AppError('NOT_FOUND', msg('shipping.notFound'));
  const vendorOrder = (await ordersRepo.findVendorOrder(deps.db, s.vendorOrderId))!;
  const items = (await ordersRepo.itemsOfOrders(deps.db, [order.id])).filter((i) => i.vendorOrderId === vendorOrder.id);
  const doc = { shipment: s, order, vendorOrder, items, orderRef: orderRef(order.id) };
  return kind === 'commercial-invoice' ? renderCommercialInvoice(doc) : renderPackingList(doc);
}

/** The vendor's orders to ship, with the shipment form prefilled from the vendor profile and the order. */
export async function shippableOrders(deps: Deps, auth: AuthContext) {
  const vos = (await ordersRepo.vendorOrdersOfVendor(deps.db, auth.user.id)).filter((v) => ['PLACED', 'ACCEPTED', 'SHIPPED', 'DELIVERED'].includes(v.status));
  const orderIds = [...new Set(vos.map((v) => v.orderId))];
  const [orderRows, items, ships] = await Promise.all([ordersRepo.ordersByIds(deps.db, orderIds), ordersRepo.itemsOfOrders(deps.db, orderIds), repo.shipmentsOfVendorOrders(deps.db, vos.map((v) => v.id))]);
  const byId = new Map(orderRows.map((o) => [o.id, o]));
  const me = auth.user;
  const business = await latestBusinessAddress(deps.db, me.id);
  return {
    items: vos.map((vo) => {
      const o = byId.get(vo.orderId)!;
      return {
        orderId: o.id,
        vendorOrderId: vo.id,
        orderRef: orderRef(o.id),
        status: vo.status,
        createdAt: vo.createdAt.toISOString(),
        buyerName: o.buyerInfo.name,
        items: items.filter((i) => i.vendorOrderId === vo.id).map((i) => ({ name: i.productName, quantity: i.quantity, unit: i.unit })),
        addressFrom: { name: me.company || `${me.firstName} ${me.lastName}`.trim(), street1: business?.street1 ?? '', city: business?.city ?? '', zip: '', country: COUNTRY_CODES[me.country ?? ''] ?? 'NG', phone: me.phone ?? business?.phone ?? '' },
        addressTo: { name: o.buyerInfo.name, street1: o.shippingAddress.address, city: o.shippingAddress.city, state: '', zip: o.shippingAddress.postalCode, country: COUNTRY_CODES[o.shippingAddress.country] ?? '', phone: o.buyerInfo.phone },
        shipments: ships.filter((s) => s.vendorOrderId === vo.id).map((s) => ({ id: s.id, status: s.status, carrier: s.carrier, tracking_number: s.trackingNumber, label_url: s.labelKey ? `/api/shipments/${s.id}/label.pdf` : null })),
      };
    }),
  };
}

/**
 * Shipments of vendor orders with their tracking history (newest event first) and the transit days of the bought
 * rate: what the disputes module shows a mediator and uses for the promised delivery date.
 */
export async function shippingOfVendorOrders(db: DbOrTx, vendorOrderIds: string[]) {
  const list = await repo.shipmentsOfVendorOrders(db, vendorOrderIds);
  const events = await repo.eventsOf(db, list.map((s) => s.id));
  const rates = await Promise.all(list.map(async (s) => (s.rateId ? (await repo.ratesOf(db, s.id)).find((r) => r.id === s.rateId) : undefined)));
  return list.map((s, i) => ({
    id: s.id,
    vendorOrderId: s.vendorOrderId,
    status: s.status,
    carrier: s.carrier,
    trackingNumber: s.trackingNumber,
    deliveredAt: s.deliveredAt,
    transitDays: rates[i]?.estimatedDays ?? null,
    events: events.filter((e) => e.shipmentId === s.id).map((e) => ({ status: e.status, description: e.description, city: e.city, country: e.country, occurredAt: e.occurredAt, source: e.source })),
  }));
}
