import type { ContactRequest } from '@app/shared/auth';
import { TIMES } from '@app/shared/constants';
import type { Deps } from '../../../deps.ts';
import { renderContactAck } from '../../mail/mail.service.ts';
import { notify } from '../../notifications/notifications.service.ts';
import { openTicket } from './open-ticket.ts';

function replyHours(category: string): number {
  return category === 'Technical Support' ? TIMES.supportReplyHours.technical : TIMES.supportReplyHours.general;
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
