import { msg } from '@app/shared/error-messages';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { audit } from '../../audit/audit.service.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import * as repo from '../support.repository.ts';

/** An admin closes a ticket; audited. */
export async function closeTicket(deps: Deps, auth: AuthContext, id: string): Promise<void> {
  if (!(await repo.setTicketStatus(deps.db, id, 'closed')))
    throw new AppError('NOT_FOUND', msg('admin.ticketNotFound'));
  await audit(deps.db, {
    actorId: auth.user.id,
    action: 'admin.ticket_closed',
    subjectType: 'support_ticket',
    subjectId: id,
  });
}
