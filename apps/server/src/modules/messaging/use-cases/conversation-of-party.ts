import { msg } from '@app/shared/error-messages';
import type { DbOrTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/errors.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { roleIn, type ConversationRow } from '../messaging-steps.ts';
import * as repo from '../messaging.repository.ts';

/** For other modules (offers): the conversation, if the caller is one of its two parties. */
export async function conversationOfParty(
  db: DbOrTx,
  auth: AuthContext,
  id: string,
): Promise<{ conv: ConversationRow; role: 'buyer' | 'vendor' }> {
  const conv = await repo.findConversation(db, id);
  const role = conv ? roleIn(conv, auth) : null;
  if (!conv || !role) throw new AppError('NOT_FOUND', msg('messaging.conversationNotFound'));
  if (role === 'admin') throw new AppError('FORBIDDEN', msg('messaging.partiesOnly'));
  return { conv, role };
}
