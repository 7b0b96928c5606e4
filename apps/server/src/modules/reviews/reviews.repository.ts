import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { reviews } from './reviews.schema.ts';

export type ReviewRow = typeof reviews.$inferSelect;

/** Inserts unless that subject of the vendor order was already reviewed (unique indexes); undefined then. */
export async function insertReview(
  db: DbOrTx,
  row: Omit<typeof reviews.$inferInsert, 'id'>,
): Promise<ReviewRow | undefined> {
  const [inserted] = await db
    .insert(reviews)
    .values({ id: randomUUID(), ...row })
    .onConflictDoNothing()
    .returning();
  return inserted;
}

export async function reviewsOfVendorOrder(db: DbOrTx, vendorOrderId: string): Promise<ReviewRow[]> {
  return db.select().from(reviews).where(eq(reviews.vendorOrderId, vendorOrderId));
}

export async function findReview(db: DbOrTx, id: string): Promise<ReviewRow | undefined> {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, id));
  return row;
}

/** Sets the reply only if there is none yet: true when this call wrote it. */
export async function setReplyOnce(db: DbOrTx, id: string, reply: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(reviews)
    .set({ reply, repliedAt: at })
    .where(and(eq(reviews.id, id), isNull(reviews.reply)))
    .returning({ id: reviews.id });
  return rows.length === 1;
}

export async function reviewsOfProduct(db: DbOrTx, productId: string, limit: number): Promise<ReviewRow[]> {
  return db
    .select()
    .from(reviews)
    .where(eq(reviews.productId, productId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
}

export async function reviewsOfVendor(db: DbOrTx, vendorId: string, limit: number): Promise<ReviewRow[]> {
  return db
    .select()
    .from(reviews)
    .where(eq(reviews.vendorId, vendorId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
}

export interface Summary {
  average: number;
  count: number;
  distribution: number[];
}

function summaryOf(rows: { rating: number; n: number }[]): Summary {
  const distribution = [0, 0, 0, 0, 0];
  let count = 0;
  let sum = 0;
  for (const r of rows) {
    distribution[r.rating - 1] = r.n;
    count += r.n;
    sum += r.rating * r.n;
  }
  return { average: count ? Math.round((sum / count) * 10) / 10 : 0, count, distribution };
}

export async function productSummary(db: DbOrTx, productId: string): Promise<Summary> {
  const rows = await db
    .select({ rating: reviews.rating, n: sql<number>`count(*)`.mapWith(Number) })
    .from(reviews)
    .where(eq(reviews.productId, productId))
    .groupBy(reviews.rating);
  return summaryOf(rows);
}

export async function vendorSummary(db: DbOrTx, vendorId: string): Promise<Summary> {
  const rows = await db
    .select({ rating: reviews.rating, n: sql<number>`count(*)`.mapWith(Number) })
    .from(reviews)
    .where(eq(reviews.vendorId, vendorId))
    .groupBy(reviews.rating);
  return summaryOf(rows);
}

/** Average rating and count per vendor (all their reviews: supplier and products), for many vendors in one query. */
export async function vendorRatings(
  db: DbOrTx,
  vendorIds: string[],
): Promise<Map<string, { average: number; count: number }>> {
  if (vendorIds.length === 0) return new Map();
  const rows = await db
    .select({
      vendorId: reviews.vendorId,
      avg: sql<number>`avg(${reviews.rating})`.mapWith(Number),
      n: sql<number>`count(*)`.mapWith(Number),
    })
    .from(reviews)
    .where(inArray(reviews.vendorId, vendorIds))
    .groupBy(reviews.vendorId);
  return new Map(rows.map((r) => [r.vendorId, { average: Math.round(r.avg * 10) / 10, count: r.n }]));
}

export async function platformRating(db: DbOrTx): Promise<{ average: number; count: number }> {
  const [row] = await db
    .select({ avg: sql<number | null>`avg(${reviews.rating})`, n: sql<number>`count(*)`.mapWith(Number) })
    .from(reviews);
  return { average: row?.avg == null ? 0 : Math.round(Number(row.avg) * 10) / 10, count: row?.n ?? 0 };
}

export async function reviewedCountsOfBuyer(
  db: DbOrTx,
  buyerId: string,
): Promise<{ vendorOrderId: string; reviewed: number }[]> {
  return db
    .select({ vendorOrderId: reviews.vendorOrderId, reviewed: sql<number>`count(*)`.mapWith(Number) })
    .from(reviews)
    .where(eq(reviews.buyerId, buyerId))
    .groupBy(reviews.vendorOrderId);
}
