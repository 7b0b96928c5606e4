/**
 * The steps the concierge's conversation use cases (use-cases/ask.ts, escalate.ts, history.ts...) share: the channel
 * a message comes in on, the message and conversation DTOs, finding or starting the caller's conversation, and the
 * instants of the next messages.
 */
import { randomUUID } from 'node:crypto';
import type { Language } from '@app/shared/constants';
import type { ChatChannel, ChatMessage, ConversationDto } from '@app/shared/concierge';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuthContext } from '../auth/auth.types.ts';
import * as repo from './concierge.repository.ts';
import { msg } from '@app/shared/error-messages';

export const SIGN_IN_URL = '/login?next=%2Fai%3Fchat%3Dopen';

export interface Channel {
  channel: ChatChannel;
  /** WhatsApp: the sender's phone (digits). */
  whatsappPhone?: string;
}

export function messageDto(m: repo.ChatMessageRow): ChatMessage {
  return {
    id: m.id,
    type: m.type,
    content: m.content,
    timestamp: m.createdAt.toISOString(),
    language: m.language,
    intent: m.intent,
    sources: m.sources,
  };
}

export function conversationDto(conv: repo.ConversationRow, messages: repo.ChatMessageRow[]): ConversationDto {
  return {
    id: conv.id,
    channel: conv.channel,
    language: conv.language,
    userId: conv.userId,
    ticketReference: conv.ticketReference,
    createdAt: conv.createdAt.toISOString(),
    messages: messages.map(messageDto),
  };
}

/** Where admins read an escalated conversation (the admin console's knowledge base tab opens it). */
export function conversationAdminUrl(conversationId: string): string {
  return `/admin/dashboard?tab=knowledge&conversation=${conversationId}`;
}

/** The conversation to continue, checked against the caller; or a new one. */
export async function resolveConversation(
  deps: Deps,
  auth: AuthContext | null,
  conversationId: string | undefined,
  language: Language,
  ch: Channel,
): Promise<repo.ConversationRow> {
  if (conversationId) {
    const conv = await repo.findConversation(deps.db, conversationId);
    const mine =
      conv &&
      conv.channel === ch.channel &&
      (conv.userId === null || conv.userId === (auth?.user.id ?? null)) &&
      (ch.channel !== 'whatsapp' || conv.whatsappPhone === ch.whatsappPhone);
    if (!conv || !mine) throw new AppError('NOT_FOUND', msg('messaging.conversationNotFound'));
    if (conv.userId === null && auth) {
      // An anonymous chat continued after signing in becomes the user's.
      await repo.touchConversation(deps.db, conv.id, { userId: auth.user.id });
      return { ...conv, userId: auth.user.id };
    }
    return conv;
  }
  const now = deps.clock.now();
  return repo.insertConversation(deps.db, {
    id: randomUUID(),
    userId: auth?.user.id ?? null,
    channel: ch.channel,
    whatsappPhone: ch.whatsappPhone ?? null,
    language,
    createdAt: now,
    updatedAt: now,
  });
}

/** Two strictly increasing instants after the conversation's last message (replies sort after their question). */
export function nextInstants(deps: Deps, conv: repo.ConversationRow): [Date, Date] {
  const t = Math.max(deps.clock.now().getTime(), conv.updatedAt.getTime() + 1);
  return [new Date(t), new Date(t + 1)];
}
