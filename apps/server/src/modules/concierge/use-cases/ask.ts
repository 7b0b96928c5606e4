import { randomUUID } from 'node:crypto';
import type { Language } from '@app/shared/constants';
import type { AskConciergeResponse } from '@app/shared/concierge';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import * as repo from '../concierge.repository.ts';
import { messageDto, nextInstants, resolveConversation, type Channel } from '../conversation-steps.ts';
import { draftReply, modelReply } from '../draft-reply.ts';
import { escalate } from './escalate.ts';
import { msg } from '@app/shared/error-messages';

/**
 * The concierge: one message in, one reply out, for the web chat and WhatsApp alike (how the reply is found:
 * draft-reply.ts). Answers one message, stores the question and the reply in the conversation.
 */
export async function ask(
  deps: Deps,
  auth: AuthContext | null,
  input: { message: string; language: Language; conversationId?: string | undefined },
  ch: Channel = { channel: 'web' },
): Promise<AskConciergeResponse> {
  const message = input.message.trim();
  if (!message)
    throw new AppError('VALIDATION_ERROR', msg('concierge.writeMessage'), {
      fields: { message: msg('concierge.writeMessage') },
    });
  const conv = await resolveConversation(deps, auth, input.conversationId, input.language, ch);
  const draft = await draftReply(deps, auth, message, input.language, ch);

  if (draft.escalate) {
    const [userAt] = nextInstants(deps, conv);
    const [userRow] = await repo.insertMessages(deps.db, [
      {
        id: randomUUID(),
        conversationId: conv.id,
        type: 'user',
        content: message,
        language: draft.language,
        intent: null,
        sources: [],
        createdAt: userAt,
      },
    ]);
    const escalation = await escalate(deps, auth, { conversationId: conv.id, language: draft.language }, ch, {
      ...conv,
      updatedAt: userAt,
    });
    return {
      conversationId: conv.id,
      userMessage: messageDto(userRow!),
      reply: escalation.reply,
      via: 'retrieval',
      ticketReference: escalation.ticketReference,
    };
  }

  const history = await repo.messagesOf(deps.db, conv.id, 50);
  const fromModel = await modelReply(deps, draft, message, draft.language, history.slice(-6));
  const [userAt, botAt] = nextInstants(deps, conv);
  const rows = await deps.db.transaction(async (tx) => {
    const inserted = await repo.insertMessages(tx, [
      {
        id: randomUUID(),
        conversationId: conv.id,
        type: 'user',
        content: message,
        language: draft.language,
        intent: null,
        sources: [],
        createdAt: userAt,
      },
      {
        id: randomUUID(),
        conversationId: conv.id,
        type: 'bot',
        content: fromModel ?? draft.text,
        language: draft.language,
        intent: draft.intent,
        sources: draft.sources,
        createdAt: botAt,
      },
    ]);
    await repo.touchConversation(tx, conv.id, { updatedAt: botAt, language: draft.language });
    return inserted;
  });
  const user = rows.find((r) => r.type === 'user')!;
  const bot = rows.find((r) => r.type === 'bot')!;
  return {
    conversationId: conv.id,
    userMessage: messageDto(user),
    reply: messageDto(bot),
    via: fromModel ? 'llm' : 'retrieval',
    ticketReference: conv.ticketReference,
  };
}
