import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { verificationApplications, verificationDocuments } from './verification.schema.ts';

/** The only file that touches the verification tables. */

export type AppRow = typeof verificationApplications.$inferSelect;
export type DocRow = typeof verificationDocuments.$inferSelect;
export type AppStatus = AppRow['status'];

export async function insertDocuments(db: DbOrTx, rows: (typeof verificationDocuments.$inferInsert)[]): Promise<void> {
  await db.insert(verificationDocuments).values(rows);
}

export async function findDocument(db: DbOrTx, id: string): Promise<DocRow | undefined> {
  const [doc] = await db.select().from(verificationDocuments).where(eq(verificationDocuments.id, id));
  return doc;
}

export async function documentsByIds(db: DbOrTx, ids: string[]): Promise<DocRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(verificationDocuments).where(inArray(verificationDocuments.id, ids));
}

/** The documents of these applications. */
export async function documentsOf(db: DbOrTx, appIds: string[]): Promise<DocRow[]> {
  if (appIds.length === 0) return [];
  return db.select().from(verificationDocuments).where(inArray(verificationDocuments.applicationId, appIds));
}

export async function attachDocuments(db: DbOrTx, docIds: string[], applicationId: string): Promise<void> {
  await db.update(verificationDocuments).set({ applicationId }).where(inArray(verificationDocuments.id, docIds));
}

export async function insertApplication(db: DbOrTx, row: typeof verificationApplications.$inferInsert): Promise<void> {
  await db.insert(verificationApplications).values(row);
}

export async function findApplication(db: DbOrTx, id: string): Promise<AppRow | undefined> {
  const [app] = await db.select().from(verificationApplications).where(eq(verificationApplications.id, id));
  return app;
}

export async function lockApplication(db: DbOrTx, id: string): Promise<AppRow | undefined> {
  const [app] = await db
    .select()
    .from(verificationApplications)
    .where(eq(verificationApplications.id, id))
    .for('update');
  return app;
}

/** Conditional update: only while the application is in one of `from`. How many rows changed (0 or 1). */
export async function moveApplication(
  db: DbOrTx,
  id: string,
  from: AppStatus[],
  patch: Partial<typeof verificationApplications.$inferInsert>,
): Promise<number> {
  const rows = await db
    .update(verificationApplications)
    .set(patch)
    .where(and(eq(verificationApplications.id, id), inArray(verificationApplications.status, from)))
    .returning({ id: verificationApplications.id });
  return rows.length;
}

export async function hasPendingApplication(db: DbOrTx, userId: string): Promise<boolean> {
  const open = await db
    .select({ id: verificationApplications.id })
    .from(verificationApplications)
    .where(and(eq(verificationApplications.userId, userId), eq(verificationApplications.status, 'PENDING')));
  return open.length > 0;
}

export async function hasApplication(db: DbOrTx, userId: string): Promise<boolean> {
  const existing = await db
    .select({ id: verificationApplications.id })
    .from(verificationApplications)
    .where(eq(verificationApplications.userId, userId))
    .limit(1);
  return existing.length > 0;
}

/** A user's applications, newest first. */
export async function applicationsOf(db: DbOrTx, userId: string): Promise<AppRow[]> {
  return db
    .select()
    .from(verificationApplications)
    .where(eq(verificationApplications.userId, userId))
    .orderBy(desc(verificationApplications.submittedAt));
}

/** A user's newest application, if any. */
export async function latestApplicationOf(db: DbOrTx, userId: string): Promise<AppRow | undefined> {
  const [app] = await db
    .select()
    .from(verificationApplications)
    .where(eq(verificationApplications.userId, userId))
    .orderBy(desc(verificationApplications.submittedAt))
    .limit(1);
  return app;
}

/**
 * Open verifications: a pending application (a vendor has at most one), or a request for information the vendor has
 * not answered yet (no later application of theirs). Exactly the vendors whose KYC is pending.
 */
function awaiting() {
  return sql`(${verificationApplications.status} = 'PENDING' or (${verificationApplications.status} = 'INFO_REQUESTED' and not exists (
    select 1 from ${verificationApplications} as later
    where later.user_id = ${verificationApplications.userId} and later.id <> ${verificationApplications.id} and later.submitted_at >= ${verificationApplications.submittedAt})))`;
}

/** AWAITING: the open verifications, oldest first; a status: the applications in it, newest first; 200 at most. */
export async function listApplications(db: DbOrTx, status?: AppStatus | 'AWAITING'): Promise<AppRow[]> {
  const queue = status === 'AWAITING';
  return db
    .select()
    .from(verificationApplications)
    .where(queue ? awaiting() : status ? eq(verificationApplications.status, status) : undefined)
    .orderBy(queue ? asc(verificationApplications.submittedAt) : desc(verificationApplications.submittedAt))
    .limit(200);
}

/** How many open verifications are in each status (PENDING, INFO_REQUESTED). */
export async function awaitingCounts(db: DbOrTx): Promise<{ status: AppStatus; n: number }[]> {
  return db
    .select({ status: verificationApplications.status, n: sql<number>`count(*)`.mapWith(Number) })
    .from(verificationApplications)
    .where(awaiting())
    .groupBy(verificationApplications.status);
}
