import type { ConversationDto } from '@app/shared/concierge';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import * as repo from '../concierge.repository.ts';
import { conversationDto } from '../conversation-steps.ts';
import { msg } from '@app/shared/error-messages';

/** Admins: any conversation (escalations link here). */
export async function conversationForAdmin(deps: Deps, id: string): Promise<ConversationDto> {
  const conv = await repo.findConversation(deps.db, id);
  if (!conv) throw new AppError('NOT_FOUND', msg('messaging.conversationNotFound'));
  return conversationDto(conv, await repo.messagesOf(deps.db, conv.id));
}
