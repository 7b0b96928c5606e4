import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { supportTickets } from './support.schema.ts';

export type TicketRow = typeof supportTickets.$inferSelect;
export type TicketStatus = TicketRow['status'];

export async function insertTicket(
  db: DbOrTx,
  row: Omit<typeof supportTickets.$inferInsert, 'id' | 'number'>,
): Promise<TicketRow> {
  const [inserted] = await db
    .insert(supportTickets)
    .values({ id: randomUUID(), ...row })
    .returning();
  return inserted!;
}

/** The newest 200 tickets, of one status when given. */
export async function listTickets(db: DbOrTx, status: TicketStatus | undefined): Promise<TicketRow[]> {
  return db
    .select()
    .from(supportTickets)
    .where(status ? eq(supportTickets.status, status) : undefined)
    .orderBy(desc(supportTickets.createdAt))
    .limit(200);
}

export async function lockTicket(db: DbOrTx, id: string): Promise<TicketRow | undefined> {
  const [t] = await db.select().from(supportTickets).where(eq(supportTickets.id, id)).for('update');
  return t;
}

/** Sets a ticket's status; false when there is no such ticket. */
export async function setTicketStatus(db: DbOrTx, id: string, status: TicketStatus): Promise<boolean> {
  const rows = await db
    .update(supportTickets)
    .set({ status })
    .where(eq(supportTickets.id, id))
    .returning({ id: supportTickets.id });
  return rows.length > 0;
}
