import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DisputeStatus } from '@app/shared/disputes';
import type { DbOrTx } from '../../db/client.ts';
import { disputeEvents, disputeEvidence, disputeMessages, disputes } from './disputes.schema.ts';

export type DisputeRow = typeof disputes.$inferSelect;
export type MessageRow = typeof disputeMessages.$inferSelect;
export type EvidenceRow = typeof disputeEvidence.$inferSelect;
export type EventRow = typeof disputeEvents.$inferSelect;

/** Inserts a dispute; undefined when the vendor order already has one (unique key). */
export async function insertDispute(db: DbOrTx, row: typeof disputes.$inferInsert): Promise<DisputeRow | undefined> {
  const [inserted] = await db
    .insert(disputes)
    .values(row)
    .onConflictDoNothing({ target: disputes.vendorOrderId })
    .returning();
  return inserted;
}

export async function findDispute(db: DbOrTx, id: string): Promise<DisputeRow | undefined> {
  const [row] = await db.select().from(disputes).where(eq(disputes.id, id));
  return row;
}

export async function lockDispute(db: DbOrTx, id: string): Promise<DisputeRow | undefined> {
  const [row] = await db.select().from(disputes).where(eq(disputes.id, id)).for('update');
  return row;
}

export async function updateDispute(db: DbOrTx, id: string, patch: PgUpdateSetSource<typeof disputes>): Promise<void> {
  await db.update(disputes).set(patch).where(eq(disputes.id, id));
}

/** Conditional update: only while the dispute is in one of `from`. How many rows changed (0 or 1). */
export async function moveDispute(
  db: DbOrTx,
  id: string,
  from: DisputeStatus[],
  patch: PgUpdateSetSource<typeof disputes>,
): Promise<number> {
  const rows = await db
    .update(disputes)
    .set(patch)
    .where(and(eq(disputes.id, id), inArray(disputes.status, from)))
    .returning({ id: disputes.id });
  return rows.length;
}

export async function disputesOfVendorOrders(db: DbOrTx, vendorOrderIds: string[]): Promise<DisputeRow[]> {
  if (vendorOrderIds.length === 0) return [];
  return db.select().from(disputes).where(inArray(disputes.vendorOrderId, vendorOrderIds));
}

/** Disputes a user is a party to (as buyer or as vendor), newest first. */
export async function disputesOfUser(
  db: DbOrTx,
  userId: string,
  as: 'buyer' | 'vendor' | 'any',
  limit = 200,
): Promise<DisputeRow[]> {
  const where =
    as === 'buyer'
      ? eq(disputes.buyerId, userId)
      : as === 'vendor'
        ? eq(disputes.vendorId, userId)
        : or(eq(disputes.buyerId, userId), eq(disputes.vendorId, userId));
  return db.select().from(disputes).where(where).orderBy(desc(disputes.createdAt)).limit(limit);
}

/**
 * The admin queue. UNRESOLVED (the queue's default view): every dispute not resolved, newest first, so a dispute just
 * opened is on top. One status, or all: escalated first, then by latest activity.
 */
export async function adminQueue(
  db: DbOrTx,
  filter: DisputeStatus | 'UNRESOLVED' | undefined,
  limit = 200,
): Promise<DisputeRow[]> {
  if (filter === 'UNRESOLVED') {
    return db
      .select()
      .from(disputes)
      .where(ne(disputes.status, 'RESOLVED'))
      .orderBy(desc(disputes.createdAt), desc(disputes.id))
      .limit(limit);
  }
  return db
    .select()
    .from(disputes)
    .where(filter ? eq(disputes.status, filter) : undefined)
    .orderBy(
      sql`case ${disputes.status} when 'ESCALATED' then 0 when 'OPEN' then 1 when 'OFFERED' then 2 else 3 end`,
      desc(disputes.updatedAt),
    )
    .limit(limit);
}

/** How many disputes each status holds (the admin queue's filter counts). */
export async function countByStatus(db: DbOrTx): Promise<Record<DisputeStatus, number>> {
  const rows = await db
    .select({ status: disputes.status, n: sql<number>`count(*)::int` })
    .from(disputes)
    .groupBy(disputes.status);
  const out: Record<DisputeStatus, number> = { OPEN: 0, OFFERED: 0, ESCALATED: 0, RESOLVED: 0 };
  for (const r of rows) out[r.status] = Number(r.n);
  return out;
}

/** Disputes whose answering party let the deadline pass. */
export async function dueForEscalation(db: DbOrTx, now: Date): Promise<string[]> {
  const rows = await db
    .select({ id: disputes.id })
    .from(disputes)
    .where(and(inArray(disputes.status, ['OPEN', 'OFFERED']), lte(disputes.responseDueAt, now)))
    .limit(500);
  return rows.map((r) => r.id);
}

export async function insertMessage(
  db: DbOrTx,
  row: Omit<typeof disputeMessages.$inferInsert, 'id'>,
): Promise<MessageRow> {
  const [inserted] = await db
    .insert(disputeMessages)
    .values({ id: randomUUID(), ...row })
    .returning();
  return inserted!;
}

export async function messagesOf(db: DbOrTx, disputeId: string): Promise<MessageRow[]> {
  return db
    .select()
    .from(disputeMessages)
    .where(eq(disputeMessages.disputeId, disputeId))
    .orderBy(asc(disputeMessages.createdAt), asc(disputeMessages.id));
}

export async function insertEvidence(db: DbOrTx, row: typeof disputeEvidence.$inferInsert): Promise<void> {
  await db.insert(disputeEvidence).values(row);
}

export async function findEvidence(db: DbOrTx, id: string): Promise<EvidenceRow | undefined> {
  const [row] = await db.select().from(disputeEvidence).where(eq(disputeEvidence.id, id));
  return row;
}

export async function evidenceByIds(db: DbOrTx, ids: string[]): Promise<EvidenceRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(disputeEvidence).where(inArray(disputeEvidence.id, ids)).for('update');
}

/** Attaches uploads (still unattached, owned by the uploader) to a dispute; returns how many were attached. */
export async function attachEvidence(
  db: DbOrTx,
  ids: string[],
  uploaderId: string,
  disputeId: string,
  party: EvidenceRow['party'],
  messageId: string | null,
): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .update(disputeEvidence)
    .set({ disputeId, party, messageId })
    .where(
      and(
        inArray(disputeEvidence.id, ids),
        eq(disputeEvidence.uploaderId, uploaderId),
        isNull(disputeEvidence.disputeId),
      ),
    )
    .returning({ id: disputeEvidence.id });
  return rows.length;
}

export async function evidenceOf(db: DbOrTx, disputeId: string): Promise<EvidenceRow[]> {
  return db
    .select()
    .from(disputeEvidence)
    .where(eq(disputeEvidence.disputeId, disputeId))
    .orderBy(asc(disputeEvidence.createdAt));
}

export async function insertEvent(db: DbOrTx, row: Omit<typeof disputeEvents.$inferInsert, 'id'>): Promise<void> {
  await db.insert(disputeEvents).values({ id: randomUUID(), ...row });
}

export async function eventsOf(db: DbOrTx, disputeId: string): Promise<EventRow[]> {
  return db
    .select()
    .from(disputeEvents)
    .where(eq(disputeEvents.disputeId, disputeId))
    .orderBy(asc(disputeEvents.createdAt), asc(disputeEvents.id));
}

/** Disputes a user opened (as buyer) and received (as vendor). */
export async function disputeCountsOf(db: DbOrTx, userId: string): Promise<{ opened: number; received: number }> {
  const [row] = await db
    .select({
      opened: sql<number>`count(*) filter (where ${disputes.buyerId} = ${userId})`.mapWith(Number),
      received: sql<number>`count(*) filter (where ${disputes.vendorId} = ${userId})`.mapWith(Number),
    })
    .from(disputes)
    .where(or(eq(disputes.buyerId, userId), eq(disputes.vendorId, userId)));
  return { opened: row?.opened ?? 0, received: row?.received ?? 0 };
}

/** Platform totals for the public /ai Dispute resolution tiles. */
export async function hubCounts(
  db: DbOrTx,
  resolvedSince: Date,
): Promise<{ open: number; awaitingVendor: number; escalated: number; resolvedRecently: number }> {
  const [row] = await db
    .select({
      open: sql<number>`count(*) filter (where ${disputes.status} <> 'RESOLVED')`.mapWith(Number),
      awaitingVendor: sql<number>`count(*) filter (where ${disputes.status} = 'OPEN')`.mapWith(Number),
      escalated: sql<number>`count(*) filter (where ${disputes.status} = 'ESCALATED')`.mapWith(Number),
      resolvedRecently:
        sql<number>`count(*) filter (where ${disputes.status} = 'RESOLVED' and ${disputes.resolvedAt} >= ${resolvedSince.toISOString()}::timestamptz)`.mapWith(
          Number,
        ),
    })
    .from(disputes);
  return {
    open: row?.open ?? 0,
    awaitingVendor: row?.awaitingVendor ?? 0,
    escalated: row?.escalated ?? 0,
    resolvedRecently: row?.resolvedRecently ?? 0,
  };
}

/** The oldest escalated disputes first (the ones waiting longest for a mediator). */
export async function oldestEscalated(db: DbOrTx, limit: number): Promise<DisputeRow[]> {
  return db
    .select()
    .from(disputes)
    .where(eq(disputes.status, 'ESCALATED'))
    .orderBy(asc(sql`coalesce(${disputes.escalatedAt}, ${disputes.updatedAt})`), asc(disputes.id))
    .limit(limit);
}
