import { and, count, desc, eq, gte, isNull, lt, or } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '../../db/client.ts';
import { notifications } from './notifications.schema.ts';

export type NotificationRow = typeof notifications.$inferSelect;

export async function insertNotification(
  db: DbOrTx,
  row: { userId: string; kind: string; data: Record<string, unknown>; createdAt: Date },
): Promise<NotificationRow> {
  const [inserted] = await db
    .insert(notifications)
    .values({ id: randomUUID(), ...row })
    .returning();
  return inserted!;
}

/** Keyset page, newest first; the cursor is "<createdAt ISO>|<id>". */
export async function listForUser(
  db: DbOrTx,
  userId: string,
  limit: number,
  cursor?: { createdAt: Date; id: string },
): Promise<NotificationRow[]> {
  const where = cursor
    ? and(
        eq(notifications.userId, userId),
        or(
          lt(notifications.createdAt, cursor.createdAt),
          and(eq(notifications.createdAt, cursor.createdAt), lt(notifications.id, cursor.id)),
        ),
      )
    : eq(notifications.userId, userId);
  return db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

export async function countUnread(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

export async function markRead(db: DbOrTx, userId: string, id: string, at: Date): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function exists(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .limit(1);
  return rows.length === 1;
}

export async function markAllRead(db: DbOrTx, userId: string, at: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

/** How many notifications of one kind a user got since a date (the user and date index, then the kind). */
export async function countKindSince(db: DbOrTx, userId: string, kind: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), gte(notifications.createdAt, since), eq(notifications.kind, kind)));
  return row?.n ?? 0;
}
