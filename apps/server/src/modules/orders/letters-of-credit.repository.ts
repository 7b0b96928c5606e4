/** The queries of letters of credit (issue 18): one live per checkout, decided once. */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { LcStatus } from '@app/shared/letters-of-credit';
import type { DbOrTx } from '../../db/client.ts';
import { lettersOfCredit } from './orders.schema.ts';

export type LetterOfCreditRow = typeof lettersOfCredit.$inferSelect;

/** Inserts the letter; undefined when the checkout already has a live one (SUBMITTED or VERIFIED): nothing written. */
export async function insertLetterOfCredit(
  db: DbOrTx,
  row: typeof lettersOfCredit.$inferInsert,
): Promise<LetterOfCreditRow | undefined> {
  const [inserted] = await db.insert(lettersOfCredit).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function findLetterOfCredit(db: DbOrTx, id: string): Promise<LetterOfCreditRow | undefined> {
  const [row] = await db.select().from(lettersOfCredit).where(eq(lettersOfCredit.id, id));
  return row;
}

export async function lockLetterOfCredit(db: DbOrTx, id: string): Promise<LetterOfCreditRow | undefined> {
  const [row] = await db.select().from(lettersOfCredit).where(eq(lettersOfCredit.id, id)).for('update');
  return row;
}

/** The letter of each checkout the pages show: the live one (at most one), else the last rejected. */
export async function latestLettersOf(db: DbOrTx, checkoutIds: string[]): Promise<Map<string, LetterOfCreditRow>> {
  if (checkoutIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([lettersOfCredit.checkoutId])
    .from(lettersOfCredit)
    .where(inArray(lettersOfCredit.checkoutId, checkoutIds))
    .orderBy(
      lettersOfCredit.checkoutId,
      sql`case when ${lettersOfCredit.status} = 'REJECTED' then 1 else 0 end`,
      desc(lettersOfCredit.createdAt),
    );
  return new Map(rows.map((r) => [r.checkoutId, r]));
}

/** The checkout's verified letter, when it has one: the bank is then the payer. */
export async function verifiedLetterOf(db: DbOrTx, checkoutId: string): Promise<LetterOfCreditRow | undefined> {
  const [row] = await db
    .select()
    .from(lettersOfCredit)
    .where(and(eq(lettersOfCredit.checkoutId, checkoutId), eq(lettersOfCredit.status, 'VERIFIED')));
  return row;
}

/** The verified letters of these checkouts, by checkout. */
export async function verifiedLettersOf(db: DbOrTx, checkoutIds: string[]): Promise<Map<string, LetterOfCreditRow>> {
  if (checkoutIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(lettersOfCredit)
    .where(and(inArray(lettersOfCredit.checkoutId, checkoutIds), eq(lettersOfCredit.status, 'VERIFIED')));
  return new Map(rows.map((r) => [r.checkoutId, r]));
}

/** The decision's write, conditional on the states the move starts from: how many rows changed (0 or 1). */
export function letterDecisionWrite(
  id: string,
  patch: { decidedBy: string; decidedAt: Date; rejectReason: string | null },
) {
  return async (db: DbOrTx, status: LcStatus, from: LcStatus[]): Promise<number> => {
    const rows = await db
      .update(lettersOfCredit)
      .set({ ...patch, status })
      .where(and(eq(lettersOfCredit.id, id), inArray(lettersOfCredit.status, from)))
      .returning({ id: lettersOfCredit.id });
    return rows.length;
  };
}
