import type { ConversationDto } from '@app/shared/concierge';
import type { Deps } from '../../../deps.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import * as repo from '../concierge.repository.ts';
import { conversationDto } from '../conversation-steps.ts';

/** The chat history for the web panel: the given conversation if the caller may see it, else the user's latest. */
export async function history(
  deps: Deps,
  auth: AuthContext | null,
  conversationId: string | undefined,
): Promise<ConversationDto | null> {
  let conv: repo.ConversationRow | undefined;
  if (conversationId) {
    const c = await repo.findConversation(deps.db, conversationId);
    if (c && c.channel === 'web' && (c.userId === null || c.userId === auth?.user.id)) conv = c;
  }
  if (!conv && auth) conv = await repo.latestConversationOfUser(deps.db, auth.user.id, 'web');
  if (!conv) return null;
  return conversationDto(conv, await repo.messagesOf(deps.db, conv.id));
}
