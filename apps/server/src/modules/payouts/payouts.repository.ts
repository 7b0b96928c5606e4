/** The payouts module's queries: destinations and transfers. */
import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { payoutAccounts, payouts, type PayoutRowState } from './payouts.schema.ts';

export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;
export type PayoutRow = typeof payouts.$inferSelect;

export async function findAccount(db: DbOrTx, vendorId: string): Promise<PayoutAccountRow | undefined> {
  const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.vendorId, vendorId));
  return row;
}

export async function saveAccount(db: DbOrTx, row: typeof payoutAccounts.$inferInsert): Promise<void> {
  const { vendorId: _id, held: _held, heldReason: _reason, ...rest } = row;
  await db.insert(payoutAccounts).values(row).onConflictDoUpdate({ target: payoutAccounts.vendorId, set: rest });
}

export async function setHold(
  db: DbOrTx,
  vendorId: string,
  held: boolean,
  reason: string | null,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(payoutAccounts)
    .set({ held, heldReason: reason, updatedAt: at })
    .where(eq(payoutAccounts.vendorId, vendorId))
    .returning({ id: payoutAccounts.vendorId });
  return rows.length > 0;
}

/** Destinations paid automatically and not held: the vendors a payout run looks at. */
export function automaticAccounts(db: DbOrTx): Promise<PayoutAccountRow[]> {
  return db
    .select()
    .from(payoutAccounts)
    .where(and(sql`${payoutAccounts.method} <> 'manual'`, eq(payoutAccounts.held, false)));
}

/** Every automatic destination, held or not (the admin console), most recently changed first. */
export function automaticDestinations(db: DbOrTx, limit = 200): Promise<PayoutAccountRow[]> {
  return db
    .select()
    .from(payoutAccounts)
    .where(sql`${payoutAccounts.method} <> 'manual'`)
    .orderBy(desc(payoutAccounts.updatedAt))
    .limit(limit);
}

/** Each vendor's latest payout time, in one query (vendors never paid are absent). */
export async function lastPayoutsOf(db: DbOrTx, vendorIds: string[]): Promise<Map<string, Date>> {
  if (vendorIds.length === 0) return new Map();
  const rows = await db
    .select({ vendorId: payouts.vendorId, at: sql<Date>`max(${payouts.createdAt})` })
    .from(payouts)
    .where(inArray(payouts.vendorId, vendorIds))
    .groupBy(payouts.vendorId);
  return new Map(rows.map((r) => [r.vendorId, new Date(r.at)]));
}

/** A payout of this vendor still waiting for the provider's word (one in flight at a time per vendor). */
export async function pendingOfVendor(db: DbOrTx, vendorId: string): Promise<PayoutRow | undefined> {
  const [row] = await db
    .select()
    .from(payouts)
    .where(and(eq(payouts.vendorId, vendorId), eq(payouts.state, 'pending')))
    .limit(1);
  return row;
}

/** What this vendor's payouts not yet taken by the provider reserve of their available balance in a currency. */
export async function unsentAmount(db: DbOrTx, vendorId: string, currency: string): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${payouts.amountMinor}), 0)::text` })
    .from(payouts)
    .where(
      and(
        eq(payouts.vendorId, vendorId),
        eq(payouts.currency, currency),
        eq(payouts.state, 'pending'),
        eq(payouts.ledgerPosted, false),
      ),
    );
  return Number(row?.sum ?? 0);
}

export async function insertPayout(db: DbOrTx, row: typeof payouts.$inferInsert): Promise<void> {
  await db.insert(payouts).values(row);
}

export async function findPayout(db: DbOrTx, id: string): Promise<PayoutRow | undefined> {
  const [row] = await db.select().from(payouts).where(eq(payouts.id, id));
  return row;
}

export async function lockPayout(db: DbOrTx, id: string): Promise<PayoutRow | undefined> {
  const [row] = await db.select().from(payouts).where(eq(payouts.id, id)).for('update');
  return row;
}

/** Moves a payout on only from the states given (a concurrent job that moved it first wins). */
export async function movePayout(
  db: DbOrTx,
  id: string,
  from: PayoutRowState[],
  patch: Partial<typeof payouts.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(payouts)
    .set(patch)
    .where(and(eq(payouts.id, id), inArray(payouts.state, from)))
    .returning({ id: payouts.id });
  return rows.length > 0;
}

/** Pending payouts whose next attempt (send again, or ask the provider) is due. */
export function duePayouts(db: DbOrTx, now: Date, limit = 50): Promise<PayoutRow[]> {
  return db
    .select()
    .from(payouts)
    .where(and(eq(payouts.state, 'pending'), lte(payouts.nextAttemptAt, now)))
    .orderBy(payouts.nextAttemptAt)
    .limit(limit);
}

export function payoutsOfVendor(db: DbOrTx, vendorId: string, limit = 20): Promise<PayoutRow[]> {
  return db.select().from(payouts).where(eq(payouts.vendorId, vendorId)).orderBy(desc(payouts.createdAt)).limit(limit);
}

export function recentPayouts(db: DbOrTx, limit = 100): Promise<PayoutRow[]> {
  return db.select().from(payouts).orderBy(desc(payouts.createdAt)).limit(limit);
}

export function accountsOf(db: DbOrTx, vendorIds: string[]): Promise<PayoutAccountRow[]> {
  if (vendorIds.length === 0) return Promise.resolve([]);
  return db.select().from(payoutAccounts).where(inArray(payoutAccounts.vendorId, vendorIds));
}
