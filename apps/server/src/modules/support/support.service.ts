import type { ContactRequest } from '@app/shared/auth';
import { TIMES } from '@app/shared/constants';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { renderContactAck } from '../mail/templates.ts';
import { notify } from '../notifications/notifications.service.ts';
import * as repo from './support.repository.ts';

export function ticketReference(n: number): string {
  return `SUP-${String(n).padStart(6, '0')}`;
}

function replyHours(category: string): number {
  return category === 'Technical Support' ? TIMES.supportReplyHours.technical : TIMES.supportReplyHours.general;
}

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

/**
 * The online contact form: a support ticket, an e-mail to the support mailbox (reply-to the sender) and an
 * acknowledgement to the sender, all in one transaction.
 */
export async function createContactTicket(deps: Deps, input: ContactRequest, userId: string | null) {
  return deps.db.transaction(async (tx) => {
    const { ticketId, reference } = await openTicket(deps, tx, { ...input, source: 'contact_form' }, userId);
    const ack = renderContactAck('en', input.name, reference, input.subject, replyHours(input.category));
    await deps.mailer.send({ to: input.email, kind: 'support_ack', ...ack }, tx);
    if (userId) await notify(deps, userId, 'support.ticket_created', { reference, subject: input.subject }, tx);
    return { ticketId, reference };
  });
}
