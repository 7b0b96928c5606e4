import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { LABELLED_STATUSES } from '@app/shared/shipping';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { escrowStatusColumn } from '../orders/use-cases/escrow-status-column.ts';
import { shipmentRates, shipments, trackingEvents } from './shipping.schema.ts';

export type ShipmentRow = typeof shipments.$inferSelect;
export type RateRow = typeof shipmentRates.$inferSelect;
export type EventRow = typeof trackingEvents.$inferSelect;

export async function insertShipment(db: DbOrTx, row: typeof shipments.$inferInsert): Promise<void> {
  await db.insert(shipments).values(row);
}

export async function insertRates(db: DbOrTx, rows: (typeof shipmentRates.$inferInsert)[]): Promise<void> {
  if (rows.length) await db.insert(shipmentRates).values(rows);
}

/** A new quote replaces the stored one (the shipment is locked by the caller). */
export async function replaceRates(
  db: DbOrTx,
  shipmentId: string,
  rows: (typeof shipmentRates.$inferInsert)[],
): Promise<void> {
  await db.delete(shipmentRates).where(eq(shipmentRates.shipmentId, shipmentId));
  await insertRates(db, rows);
}

export async function ratesOfShipments(db: DbOrTx, shipmentIds: string[]): Promise<RateRow[]> {
  if (shipmentIds.length === 0) return [];
  return db
    .select()
    .from(shipmentRates)
    .where(inArray(shipmentRates.shipmentId, shipmentIds))
    .orderBy(asc(shipmentRates.amountCents));
}

/** The seller's most recent shipment: its sender address fills what the business profile leaves blank. */
export async function latestShipmentOfSeller(db: DbOrTx, sellerId: string): Promise<ShipmentRow | undefined> {
  const [row] = await db
    .select()
    .from(shipments)
    .where(eq(shipments.sellerId, sellerId))
    .orderBy(desc(shipments.createdAt))
    .limit(1);
  return row;
}

export async function findShipment(db: DbOrTx, id: string): Promise<ShipmentRow | undefined> {
  const [row] = await db.select().from(shipments).where(eq(shipments.id, id));
  return row;
}

export async function lockShipment(db: DbOrTx, id: string): Promise<ShipmentRow | undefined> {
  const [row] = await db.select().from(shipments).where(eq(shipments.id, id)).for('update');
  return row;
}

export async function findByTracking(db: DbOrTx, trackingNumber: string): Promise<ShipmentRow | undefined> {
  const [row] = await db.select().from(shipments).where(eq(shipments.trackingNumber, trackingNumber));
  return row;
}

export async function ratesOf(db: DbOrTx, shipmentId: string): Promise<RateRow[]> {
  return db
    .select()
    .from(shipmentRates)
    .where(eq(shipmentRates.shipmentId, shipmentId))
    .orderBy(asc(shipmentRates.amountCents));
}

export async function updateShipment(
  db: DbOrTx,
  id: string,
  patch: PgUpdateSetSource<typeof shipments>,
): Promise<void> {
  await db.update(shipments).set(patch).where(eq(shipments.id, id));
}

/** Conditional update: only while the shipment is in one of `from`. How many rows changed (0 or 1). */
export async function moveShipment(
  db: DbOrTx,
  id: string,
  from: ShipmentRow['status'][],
  patch: PgUpdateSetSource<typeof shipments>,
): Promise<number> {
  const rows = await db
    .update(shipments)
    .set(patch)
    .where(and(eq(shipments.id, id), inArray(shipments.status, from)))
    .returning({ id: shipments.id });
  return rows.length;
}

/** Shipments of an order whose label was bought: drafts and cancelled shipments are never shown to the buyer. */
export async function labelledShipmentsOfOrder(db: DbOrTx, orderId: string): Promise<ShipmentRow[]> {
  return db
    .select()
    .from(shipments)
    .where(and(eq(shipments.orderId, orderId), inArray(shipments.status, [...LABELLED_STATUSES])))
    .orderBy(asc(shipments.createdAt));
}

export async function shipmentsOfVendorOrders(db: DbOrTx, ids: string[]): Promise<ShipmentRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(shipments).where(inArray(shipments.vendorOrderId, ids)).orderBy(asc(shipments.createdAt));
}

/** Inserts an event; false when the carrier's event id was seen before. */
export async function insertEvent(db: DbOrTx, row: Omit<typeof trackingEvents.$inferInsert, 'id'>): Promise<boolean> {
  const inserted = await db
    .insert(trackingEvents)
    .values({ id: randomUUID(), ...row })
    .onConflictDoNothing()
    .returning({ id: trackingEvents.id });
  return inserted.length === 1;
}

export async function eventsOf(db: DbOrTx, shipmentIds: string[]): Promise<EventRow[]> {
  if (shipmentIds.length === 0) return [];
  return db
    .select()
    .from(trackingEvents)
    .where(inArray(trackingEvents.shipmentId, shipmentIds))
    .orderBy(desc(trackingEvents.occurredAt), desc(trackingEvents.createdAt));
}

export interface AdminFilter {
  status?: string | undefined;
  needsRelease?: boolean;
  limit: number;
  after?: { createdAt: Date; id: string } | undefined;
}

/** The admin shipment list: one query, the vendor order's escrow status read through the orders module's column. */
export async function adminList(db: DbOrTx, f: AdminFilter): Promise<(ShipmentRow & { escrowStatus: string })[]> {
  const escrowStatus = escrowStatusColumn(shipments.vendorOrderId);
  const where: SQL[] = [];
  if (f.status) where.push(eq(shipments.status, f.status as ShipmentRow['status']));
  if (f.needsRelease) where.push(sql`${shipments.status} = 'DELIVERED' and ${escrowStatus} = 'HELD'`);
  if (f.after)
    where.push(
      or(
        lt(shipments.createdAt, f.after.createdAt),
        and(eq(shipments.createdAt, f.after.createdAt), lt(shipments.id, f.after.id)),
      )!,
    );
  const rows = await db
    .select({ shipment: shipments, escrowStatus })
    .from(shipments)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(shipments.createdAt), desc(shipments.id))
    .limit(f.limit);
  return rows.map((r) => ({ ...r.shipment, escrowStatus: r.escrowStatus }));
}
