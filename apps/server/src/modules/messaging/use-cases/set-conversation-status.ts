import type { ConversationDto } from '@app/shared/messaging';
import type { Deps } from '../../../deps.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { publish } from '../messaging-steps.ts';
import * as repo from '../messaging.repository.ts';
import { conversationOfParty } from './conversation-of-party.ts';
import { getConversation } from './get-conversation.ts';

/**
 * Either party marks the thread done ("closed": it no longer counts as an active inquiry) or reopens it; a new message
 * reopens it too.
 */
export async function setConversationStatus(
  deps: Deps,
  auth: AuthContext,
  conversationId: string,
  status: 'open' | 'closed',
): Promise<ConversationDto> {
  const { conv } = await conversationOfParty(deps.db, auth, conversationId);
  if (conv.status !== status) {
    await deps.db.transaction(async (tx) => {
      await repo.updateConversation(tx, conv.id, { status });
      await publish(deps, tx, conv, { type: 'read', conversationId: conv.id });
    });
  }
  return getConversation(deps, auth, conv.id);
}
