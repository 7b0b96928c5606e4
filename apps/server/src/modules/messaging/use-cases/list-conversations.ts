import type { ConversationListDto } from '@app/shared/messaging';
import type { Deps } from '../../../deps.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { summaries } from '../message-dto.ts';
import * as repo from '../messaging.repository.ts';

/** The vendor's inquiries (side vendor) or the buyer's messages (side buyer), newest activity first. */
export async function listConversations(
  deps: Deps,
  auth: AuthContext,
  side: 'buyer' | 'vendor',
): Promise<ConversationListDto> {
  const convs = await repo.conversationsOf(deps.db, side, auth.user.id);
  return {
    items: await summaries(deps.db, auth, convs),
    unreadTotal: await repo.otherPartyUnreadTotal(deps.db, auth.user.id),
  };
}
