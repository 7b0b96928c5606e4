import type { Deps } from '../../../deps.ts';
import * as repo from '../support.repository.ts';
import { ticketReference } from '../ticket-reference.ts';

/** The admin's ticket list: the newest 200, of one status when given. */
export async function listTickets(deps: Deps, status: string | undefined) {
  const rows = await repo.listTickets(deps.db, status as repo.TicketStatus | undefined);
  return rows.map((t) => ({
    id: t.id,
    reference: ticketReference(t.number),
    name: t.name,
    email: t.email,
    category: t.category,
    subject: t.subject,
    message: t.message,
    source: t.source,
    status: t.status,
    createdAt: t.createdAt.toISOString(),
  }));
}
