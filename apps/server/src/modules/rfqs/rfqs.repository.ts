import { and, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rfqs } from './rfqs.schema.ts';

export type RfqRow = typeof rfqs.$inferSelect;

export async function insertRfq(db: DbOrTx, row: typeof rfqs.$inferInsert): Promise<RfqRow> {
  const [inserted] = await db.insert(rfqs).values(row).returning();
  return inserted!;
}

export async function findRfq(db: DbOrTx, id: string): Promise<RfqRow | undefined> {
  const [row] = await db.select().from(rfqs).where(eq(rfqs.id, id));
  return row;
}

export async function lockRfq(db: DbOrTx, id: string): Promise<RfqRow | undefined> {
  const [row] = await db.select().from(rfqs).where(eq(rfqs.id, id)).for('update');
  return row;
}

export async function rfqsOfBuyer(db: DbOrTx, buyerId: string, limit: number): Promise<RfqRow[]> {
  return db.select().from(rfqs).where(eq(rfqs.buyerId, buyerId)).orderBy(desc(rfqs.createdAt)).limit(limit);
}

/** How many of a buyer's requests still take quotes (open, closing day not past): the open-requests limit. */
export async function countOpenOfBuyer(db: DbOrTx, buyerId: string, today: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(rfqs)
    .where(and(eq(rfqs.buyerId, buyerId), eq(rfqs.status, 'OPEN'), gte(rfqs.closesOn, today)));
  return row?.n ?? 0;
}

/** Open requests of these categories whose closing day is not past, newest first. */
export async function openInCategories(
  db: DbOrTx,
  categories: string[],
  today: string,
  limit: number,
): Promise<RfqRow[]> {
  if (categories.length === 0) return [];
  return db
    .select()
    .from(rfqs)
    .where(
      and(
        eq(rfqs.status, 'OPEN'),
        gte(rfqs.closesOn, today),
        inArray(rfqs.category, categories as RfqRow['category'][]),
      ),
    )
    .orderBy(desc(rfqs.createdAt))
    .limit(limit);
}

/** Open requests whose closing day ended before `today`. */
export async function dueForClosing(db: DbOrTx, today: string, limit: number): Promise<RfqRow[]> {
  return db
    .select()
    .from(rfqs)
    .where(and(eq(rfqs.status, 'OPEN'), lt(rfqs.closesOn, today)))
    .limit(limit);
}

/** Conditional update: only while the request is in one of `from`. How many rows changed (0 or 1). */
export async function moveRfq(
  db: DbOrTx,
  id: string,
  from: RfqRow['status'][],
  set: Partial<typeof rfqs.$inferInsert>,
): Promise<number> {
  const rows = await db
    .update(rfqs)
    .set(set)
    .where(and(eq(rfqs.id, id), inArray(rfqs.status, from)))
    .returning({ id: rfqs.id });
  return rows.length;
}

/** A transaction-scoped advisory lock on one buyer's requests (the open-requests limit). */
export async function lockBuyer(db: DbOrTx, buyerId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`rfqs:${buyerId}`}))`);
}

/** A transaction-scoped advisory lock on one vendor's quotes to requests (the monthly quota). */
export async function lockVendorQuota(db: DbOrTx, vendorId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`rfq-quota:${vendorId}`}))`);
}

export async function setShortlist(db: DbOrTx, id: string, shortlist: string[]): Promise<void> {
  await db.update(rfqs).set({ shortlist }).where(eq(rfqs.id, id));
}
