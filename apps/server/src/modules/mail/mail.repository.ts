import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Db, DbOrTx } from '../../db/client.ts';
import { mailOutbox } from './mail.schema.ts';

export type OutboxRow = typeof mailOutbox.$inferSelect;
export type NewOutboxRow = Omit<typeof mailOutbox.$inferInsert, 'id'>;

export async function insertMail(db: DbOrTx, row: NewOutboxRow): Promise<string> {
  const id = randomUUID();
  await db.insert(mailOutbox).values({ ...row, id });
  return id;
}

/** Claims due messages so that another process will not send them too (SKIP LOCKED), pushing their next attempt out. */
export async function claimDue(db: Db, now: Date, limit: number, leaseMs: number): Promise<OutboxRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)))
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const lease = new Date(now.getTime() + leaseMs);
    for (const row of due) {
      await tx
        .update(mailOutbox)
        .set({ attempts: row.attempts + 1, nextAttemptAt: lease })
        .where(eq(mailOutbox.id, row.id));
    }
    return due.map((r) => ({ ...r, attempts: r.attempts + 1 }));
  });
}

export async function markSent(db: Db, id: string, at: Date): Promise<void> {
  await db.update(mailOutbox).set({ status: 'sent', sentAt: at, lastError: null }).where(eq(mailOutbox.id, id));
}

export async function markFailedAttempt(db: Db, id: string, error: string, next: Date | null): Promise<void> {
  await db
    .update(mailOutbox)
    .set(next ? { lastError: error, nextAttemptAt: next } : { lastError: error, status: 'failed' })
    .where(eq(mailOutbox.id, id));
}

export async function listRecent(db: Db, limit: number): Promise<OutboxRow[]> {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
}

export async function queueStats(
  db: Db,
  since: Date,
): Promise<{ pending: number; failed: number; sentLastHour: number }> {
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${mailOutbox.status} = 'pending')`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${mailOutbox.status} = 'failed')`.mapWith(Number),
      sentLastHour:
        sql<number>`count(*) filter (where ${mailOutbox.status} = 'sent' and ${mailOutbox.sentAt} >= ${since.toISOString()})`.mapWith(
          Number,
        ),
    })
    .from(mailOutbox)
    .where(gte(mailOutbox.createdAt, new Date(0)));
  return row ?? { pending: 0, failed: 0, sentLastHour: 0 };
}
