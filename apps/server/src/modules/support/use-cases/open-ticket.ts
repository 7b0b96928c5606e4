import type { DbOrTx } from '../../../db/client.ts';
import type { Deps } from '../../../deps.ts';
import * as repo from '../support.repository.ts';
import { ticketReference } from '../ticket-reference.ts';

export interface NewTicket {
  name: string;
  email: string;
  category: string;
  subject: string;
  message: string;
  source: 'contact_form' | 'quote_request' | 'concierge';
}

/** Saves a ticket and e-mails the support mailbox (reply-to the requester), inside the caller's transaction. */
export async function openTicket(
  deps: Deps,
  tx: DbOrTx,
  input: NewTicket,
  userId: string | null,
): Promise<{ ticketId: string; reference: string }> {
  const ticket = await repo.insertTicket(tx, { ...input, userId, createdAt: deps.clock.now() });
  const reference = ticketReference(ticket.number);
  await deps.mailer.send(
    {
      to: deps.config.SUPPORT_EMAIL,
      replyTo: input.email,
      kind: 'support_ticket',
      subject: `[${reference}] ${input.category}: ${input.subject}`,
      text: [
        `New support ticket ${reference} (${input.source})`,
        `Name: ${input.name}`,
        `E-mail: ${input.email}`,
        `Category: ${input.category}`,
        `Subject: ${input.subject}`,
        `Signed-in user: ${userId ?? 'no'}`,
        '',
        input.message,
      ].join('\n'),
    },
    tx,
  );
  return { ticketId: ticket.id, reference };
}
