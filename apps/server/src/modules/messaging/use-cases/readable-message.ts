import { msg } from '@app/shared/error-messages';
import type { MessageKind } from '@app/shared/messaging';
import type { DbOrTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/errors.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { readableConversation } from '../messaging-steps.ts';
import * as repo from '../messaging.repository.ts';

/** For other modules (translation): one message of a thread the caller may read (its two parties and admins). */
export async function readableMessage(
  db: DbOrTx,
  auth: AuthContext,
  conversationId: string,
  messageId: string,
): Promise<{ id: string; kind: MessageKind; body: string; senderId: string }> {
  await readableConversation(db, auth, conversationId);
  const m = await repo.findMessageIn(db, conversationId, messageId);
  if (!m) throw new AppError('NOT_FOUND', msg('messaging.messageNotFound'));
  return { id: m.id, kind: m.kind, body: m.body, senderId: m.senderId };
}
