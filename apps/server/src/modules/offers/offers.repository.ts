import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { offers } from './offers.schema.ts';

export type OfferRow = typeof offers.$inferSelect;

export async function insertOffer(db: DbOrTx, row: typeof offers.$inferInsert): Promise<OfferRow> {
  const [inserted] = await db.insert(offers).values(row).returning();
  return inserted!;
}

export async function findOffer(db: DbOrTx, id: string): Promise<OfferRow | undefined> {
  const [row] = await db.select().from(offers).where(eq(offers.id, id));
  return row;
}

export async function lockOffer(db: DbOrTx, id: string): Promise<OfferRow | undefined> {
  const [row] = await db.select().from(offers).where(eq(offers.id, id)).for('update');
  return row;
}

export async function findOffers(db: DbOrTx, ids: string[]): Promise<OfferRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(offers).where(inArray(offers.id, ids));
}

export async function offersOfConversation(db: DbOrTx, conversationId: string): Promise<OfferRow[]> {
  return db.select().from(offers).where(eq(offers.conversationId, conversationId)).orderBy(desc(offers.createdAt));
}

export async function openOffersOfConversation(db: DbOrTx, conversationId: string): Promise<OfferRow[]> {
  return db
    .select()
    .from(offers)
    .where(and(eq(offers.conversationId, conversationId), eq(offers.status, 'SENT')))
    .for('update');
}

/** Conditional update: only while the offer is in one of `from`. How many rows changed (0 or 1). */
export async function moveOffer(
  db: DbOrTx,
  id: string,
  from: OfferRow['status'][],
  set: Partial<typeof offers.$inferInsert>,
): Promise<number> {
  const rows = await db
    .update(offers)
    .set(set)
    .where(and(eq(offers.id, id), inArray(offers.status, from)))
    .returning({ id: offers.id });
  return rows.length;
}

/** Offers past their validity that still count as open or accepted-not-ordered. */
export async function dueForExpiry(db: DbOrTx, now: Date, conversationId?: string): Promise<OfferRow[]> {
  return db
    .select()
    .from(offers)
    .where(
      and(
        lt(offers.validUntil, now),
        or(eq(offers.status, 'SENT'), and(eq(offers.status, 'ACCEPTED'), isNull(offers.orderId))),
        conversationId ? eq(offers.conversationId, conversationId) : undefined,
      ),
    )
    .limit(500);
}

/** Marks accepted offers as used by an order; returns the ids it marked (an offer already used is not). */
export async function setOrdered(db: DbOrTx, ids: string[], orderId: string): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .update(offers)
    .set({ orderId })
    .where(and(inArray(offers.id, ids), isNull(offers.orderId)))
    .returning({ id: offers.id });
  return rows.map((r) => r.id);
}

export async function countsOfVendor(db: DbOrTx, vendorId: string): Promise<{ sent: number; accepted: number }> {
  const rows = await db
    .select({ status: offers.status, orderId: offers.orderId })
    .from(offers)
    .where(eq(offers.vendorId, vendorId));
  return { sent: rows.length, accepted: rows.filter((r) => r.status === 'ACCEPTED' || r.orderId !== null).length };
}

/** The accepted quotes of a vendor that orders were placed from, newest decision first. */
export async function orderedOffersOf(db: DbOrTx, orderIds: string[], vendorId: string): Promise<OfferRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(offers)
    .where(and(inArray(offers.orderId, orderIds), eq(offers.vendorId, vendorId), eq(offers.status, 'ACCEPTED')))
    .orderBy(desc(offers.decidedAt));
}

const LIVE: OfferRow['status'][] = ['SENT', 'ACCEPTED'];

/** A buying request's quotes, superseded ones left out; only `vendorId`'s when given. Newest first. */
export async function quotesOfRfq(db: DbOrTx, rfqId: string, vendorId?: string): Promise<OfferRow[]> {
  return db
    .select()
    .from(offers)
    .where(
      and(
        eq(offers.rfqId, rfqId),
        ne(offers.status, 'SUPERSEDED'),
        vendorId ? eq(offers.vendorId, vendorId) : undefined,
      ),
    )
    .orderBy(desc(offers.createdAt));
}

/** A buying request's open (SENT) quotes, locked, but `exceptId`. */
export async function openQuotesOfRfq(db: DbOrTx, rfqId: string, exceptId: string | null): Promise<OfferRow[]> {
  return db
    .select()
    .from(offers)
    .where(and(eq(offers.rfqId, rfqId), eq(offers.status, 'SENT'), exceptId ? ne(offers.id, exceptId) : undefined))
    .orderBy(asc(offers.id))
    .for('update');
}

/** A vendor's live quotes (sent or accepted) on these buying requests. */
export async function liveQuotesOfVendor(db: DbOrTx, vendorId: string, rfqIds: string[]): Promise<OfferRow[]> {
  if (rfqIds.length === 0) return [];
  return db
    .select()
    .from(offers)
    .where(and(eq(offers.vendorId, vendorId), inArray(offers.rfqId, rfqIds), inArray(offers.status, LIVE)));
}

/** How many quotes a vendor sent to buying requests since `since` (the monthly quota). */
export async function rfqQuotesSince(db: DbOrTx, vendorId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(offers)
    .where(and(eq(offers.vendorId, vendorId), isNotNull(offers.rfqId), gte(offers.createdAt, since)));
  return row?.n ?? 0;
}

/** Live quotes per buying request. */
export async function liveQuoteCounts(db: DbOrTx, rfqIds: string[]): Promise<Map<string, number>> {
  if (rfqIds.length === 0) return new Map();
  const rows = await db
    .select({ rfqId: offers.rfqId, n: count() })
    .from(offers)
    .where(and(inArray(offers.rfqId, rfqIds), inArray(offers.status, LIVE)))
    .groupBy(offers.rfqId);
  return new Map(rows.map((r) => [r.rfqId!, r.n]));
}

/** A vendor's quotes to buying requests since a date: sent, accepted (ordered or not), ordered. */
export async function rfqQuoteFigures(
  db: DbOrTx,
  vendorId: string,
  since: Date,
): Promise<{ sent: number; accepted: number; ordered: number }> {
  const rows = await db
    .select({ status: offers.status, orderId: offers.orderId })
    .from(offers)
    .where(and(eq(offers.vendorId, vendorId), isNotNull(offers.rfqId), gte(offers.createdAt, since)));
  return {
    sent: rows.length,
    accepted: rows.filter((r) => r.status === 'ACCEPTED' || r.orderId !== null).length,
    ordered: rows.filter((r) => r.orderId !== null).length,
  };
}
