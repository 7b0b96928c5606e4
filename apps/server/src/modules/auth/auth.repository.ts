import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, ilike, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { authTokens, sessions, users } from './auth.schema.ts';
import type { UserRow } from './auth.types.ts';

export type NewUser = typeof users.$inferInsert;
export type SessionRow = typeof sessions.$inferSelect;
export type TokenRow = typeof authTokens.$inferSelect;
export type TokenPurpose = TokenRow['purpose'];

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row;
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Inserts a user; returns undefined when the e-mail is already taken (unique index, race-safe). */
export async function insertUser(db: DbOrTx, user: NewUser): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(user).onConflictDoNothing({ target: users.email }).returning();
  return row;
}

export async function findUsersByIds(db: DbOrTx, ids: string[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(users).where(inArray(users.id, ids));
}

function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Users newest first, matching `q` (e-mail, names, company) when given, after a (createdAt, id) cursor when given. */
export async function searchUsers(
  db: DbOrTx,
  opts: { q?: string | undefined; after?: { createdAt: Date; id: string } | undefined; limit: number },
): Promise<UserRow[]> {
  const filters = [];
  if (opts.q) {
    const like = `%${escapeLike(opts.q)}%`;
    filters.push(
      or(
        ilike(users.email, like),
        ilike(users.firstName, like),
        ilike(users.lastName, like),
        ilike(users.company, like),
      ),
    );
  }
  if (opts.after) {
    const { createdAt: at, id } = opts.after;
    filters.push(or(lt(users.createdAt, at), and(eq(users.createdAt, at), lt(users.id, id))));
  }
  return db
    .select()
    .from(users)
    .where(filters.length ? and(...filters) : undefined)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(opts.limit);
}

export async function updateUser(db: DbOrTx, id: string, patch: Partial<NewUser>): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export async function countUsers(
  db: DbOrTx,
): Promise<{ total: number; buyers: number; vendors: number; admins: number; suspended: number }> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      buyers: sql<number>`count(*) filter (where 'buyer' = any(${users.roles}))`.mapWith(Number),
      vendors: sql<number>`count(*) filter (where 'vendor' = any(${users.roles}))`.mapWith(Number),
      admins: sql<number>`count(*) filter (where ${users.isAdmin} or 'admin' = any(${users.roles}))`.mapWith(Number),
      suspended: sql<number>`count(*) filter (where ${users.status} = 'suspended')`.mapWith(Number),
    })
    .from(users);
  return row ?? { total: 0, buyers: 0, vendors: 0, admins: 0, suspended: 0 };
}

export async function insertSession(db: DbOrTx, row: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(row);
}

export async function findSessionWithUser(
  db: DbOrTx,
  tokenHash: string,
  now: Date,
): Promise<{ session: SessionRow; user: UserRow } | undefined> {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
    .limit(1);
  return row;
}

export async function touchSession(db: DbOrTx, id: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
}

export async function deleteSession(db: DbOrTx, id: string, userId?: string): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(userId ? and(eq(sessions.id, id), eq(sessions.userId, userId)) : eq(sessions.id, id))
    .returning({ id: sessions.id });
  return rows.length;
}

export async function deleteUserSessions(db: DbOrTx, userId: string, exceptSessionId?: string): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(
      exceptSessionId
        ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId))
        : eq(sessions.userId, userId),
    )
    .returning({ id: sessions.id });
  return rows.length;
}

export async function listUserSessions(db: DbOrTx, userId: string, now: Date): Promise<SessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt));
}

export async function insertToken(db: DbOrTx, row: typeof authTokens.$inferInsert): Promise<void> {
  await db.insert(authTokens).values(row);
}

export async function findToken(db: DbOrTx, purpose: TokenPurpose, selector: string): Promise<TokenRow | undefined> {
  const [row] = await db
    .select()
    .from(authTokens)
    .where(and(eq(authTokens.selector, selector), eq(authTokens.purpose, purpose)))
    .limit(1);
  return row;
}

/** Marks a token used; true only for the one caller that won (single use under races). */
export async function consumeToken(db: DbOrTx, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(and(eq(authTokens.id, id), isNull(authTokens.usedAt)))
    .returning({ id: authTokens.id });
  return rows.length === 1;
}

/**
 * Claims one of a two-factor challenge's `max` code attempts: its number (1..max), or null once all are taken. Each
 * attempt is a marker row in this same table (purpose `two_factor_attempt`, selector `<challenge selector>~<n>`, born
 * used, never redeemable), so the budget needs no schema change and the unique selector index makes it atomic: however
 * many guesses race, at most `max` inserts succeed, and a guess that loses a slot to another simply tries the next one.
 */
export async function claimTwoFactorAttempt(
  db: DbOrTx,
  challenge: TokenRow,
  max: number,
  now: Date,
): Promise<number | null> {
  for (let n = 1; n <= max; n += 1) {
    const rows = await db
      .insert(authTokens)
      .values({
        id: randomUUID(),
        purpose: 'two_factor_attempt',
        selector: `${challenge.selector}~${n}`,
        verifierHash: '',
        userId: challenge.userId,
        createdAt: now,
        expiresAt: challenge.expiresAt,
        usedAt: now,
      })
      .onConflictDoNothing({ target: authTokens.selector })
      .returning({ id: authTokens.id });
    if (rows.length === 1) return n;
  }
  return null;
}

/** Retires every unused token of that purpose for a user (a new link replaces the old ones). */
export async function retireTokens(db: DbOrTx, userId: string, purpose: TokenPurpose, now: Date): Promise<void> {
  await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt)));
}

export async function adminIds(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`(${users.isAdmin} or 'admin' = any(${users.roles})) and ${users.status} = 'active'`);
  return rows.map((r) => r.id);
}
