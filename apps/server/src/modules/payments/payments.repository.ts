import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { bankTransfers, feeTiers, webhookEvents } from './payments.schema.ts';

export type FeeTierRow = typeof feeTiers.$inferSelect;
export type BankTransferRow = typeof bankTransfers.$inferSelect;

export async function listFeeTiers(db: DbOrTx): Promise<FeeTierRow[]> {
  return db.select().from(feeTiers).orderBy(asc(feeTiers.position));
}

/** Replaces the whole table (inside the caller's transaction). */
export async function replaceFeeTiers(db: DbOrTx, rows: (typeof feeTiers.$inferInsert)[]): Promise<void> {
  await db.delete(feeTiers);
  if (rows.length) await db.insert(feeTiers).values(rows);
}

/** The transfer recorded for a checkout, if any. */
export async function transferOfCheckout(db: DbOrTx, checkoutId: string): Promise<BankTransferRow | undefined> {
  const [row] = await db.select().from(bankTransfers).where(eq(bankTransfers.checkoutId, checkoutId));
  return row;
}

export async function transfersOfCheckouts(db: DbOrTx, checkoutIds: string[]): Promise<BankTransferRow[]> {
  if (checkoutIds.length === 0) return [];
  return db.select().from(bankTransfers).where(inArray(bankTransfers.checkoutId, checkoutIds));
}

export async function transferByReference(db: DbOrTx, bankReference: string): Promise<BankTransferRow | undefined> {
  const [row] = await db.select().from(bankTransfers).where(eq(bankTransfers.bankReference, bankReference));
  return row;
}

/** Inserts once: undefined when this checkout or bank reference already has a transfer. */
export async function insertTransfer(
  db: DbOrTx,
  row: typeof bankTransfers.$inferInsert,
): Promise<BankTransferRow | undefined> {
  const [inserted] = await db.insert(bankTransfers).values(row).onConflictDoNothing().returning();
  return inserted;
}

/** Locks the current rows so that two admins replacing the table at once apply one after the other. */
export async function lockFeeTiers(db: DbOrTx): Promise<FeeTierRow[]> {
  // The whole table, not its rows: a writer waiting on rows another one deletes finds none left to wait on, and would
  // insert positions the other one has just taken. Readers are not blocked (SHARE ROW EXCLUSIVE allows plain reads).
  await db.execute(sql`lock table ${feeTiers} in share row exclusive mode`);
  return db.select().from(feeTiers).orderBy(asc(feeTiers.position));
}

/** Records a provider's webhook event once: false when (provider, event id) was already recorded. */
export async function insertWebhookEvent(db: DbOrTx, row: typeof webhookEvents.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(webhookEvents).values(row).onConflictDoNothing().returning();
  return inserted.length > 0;
}
