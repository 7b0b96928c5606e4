import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '../../db/client.ts';
import { supportTickets } from './support.schema.ts';

export type TicketRow = typeof supportTickets.$inferSelect;

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
