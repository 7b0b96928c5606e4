import { msg } from '@app/shared/error-messages';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { audit } from '../../audit/audit.service.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import * as repo from '../support.repository.ts';
import { ticketReference } from '../ticket-reference.ts';

/** An admin replies by e-mail (from the support mailbox) and the ticket is marked answered; audited. */
export async function replyTicket(deps: Deps, auth: AuthContext, id: string, message: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const t = await repo.lockTicket(tx, id);
    if (!t) throw new AppError('NOT_FOUND', msg('admin.ticketNotFound'));
    if (t.status === 'closed') throw new AppError('CONFLICT', msg('admin.ticketClosed'));
    const reference = ticketReference(t.number);
    await deps.mailer.send(
      {
        to: t.email,
        replyTo: deps.config.SUPPORT_EMAIL,
        kind: 'support_reply',
        subject: `Re: [${reference}] ${t.subject}`,
        text: `${message}\n\n— AfriBridge Trade support (${reference})`,
      },
      tx,
    );
    await repo.setTicketStatus(tx, id, 'answered');
    await audit(tx, {
      actorId: auth.user.id,
      action: 'admin.ticket_replied',
      subjectType: 'support_ticket',
      subjectId: id,
    });
  });
}
