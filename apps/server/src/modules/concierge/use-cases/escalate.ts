import { randomUUID } from 'node:crypto';
import { TIMES, type Language } from '@app/shared/constants';
import type { EscalateResponse } from '@app/shared/concierge';
import type { Deps } from '../../../deps.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { openTicket } from '../../support/support.service.ts';
import * as repo from '../concierge.repository.ts';
import { TEXTS, fill } from '../concierge-texts.ts';
import {
  SIGN_IN_URL,
  conversationAdminUrl,
  messageDto,
  nextInstants,
  resolveConversation,
  type Channel,
} from '../conversation-steps.ts';

function transcript(deps: Deps, conv: repo.ConversationRow, messages: repo.ChatMessageRow[]): string {
  const lines = messages.map(
    (m) => `[${m.createdAt.toISOString()}] ${m.type === 'user' ? 'User' : 'Concierge'}: ${m.content}`,
  );
  return [
    `Escalated from the AI concierge (${conv.channel}${conv.whatsappPhone ? `, WhatsApp +${conv.whatsappPhone}` : ''}).`,
    `Conversation: ${deps.config.publicUrl}${conversationAdminUrl(conv.id)}`,
    '',
    ...lines,
  ].join('\n');
}

/**
 * Passes the conversation to a person: a support ticket (source "concierge") with the whole transcript and a link
 * to the stored conversation. Anonymous web users are asked to sign in or use the contact form (a reply needs an
 * address); WhatsApp senders always get a ticket (the phone is in it).
 */
export async function escalate(
  deps: Deps,
  auth: AuthContext | null,
  input: { conversationId?: string | undefined; language: Language; note?: string | undefined },
  ch: Channel = { channel: 'web' },
  known?: repo.ConversationRow,
): Promise<EscalateResponse> {
  const tx = TEXTS[input.language];
  const conv = known ?? (await resolveConversation(deps, auth, input.conversationId, input.language, ch));
  const [, botAt] = nextInstants(deps, conv);
  const hours = TIMES.supportReplyHours.general;

  if (conv.ticketReference) {
    const [row] = await repo.insertMessages(deps.db, [
      {
        id: randomUUID(),
        conversationId: conv.id,
        type: 'bot',
        content: fill(tx.escalatedAlready, { ref: conv.ticketReference }),
        language: input.language,
        intent: 'escalate',
        sources: [],
        createdAt: botAt,
      },
    ]);
    await repo.touchConversation(deps.db, conv.id, { updatedAt: botAt });
    return { conversationId: conv.id, reply: messageDto(row!), ticketReference: conv.ticketReference };
  }
  if (!auth && ch.channel === 'web') {
    const [row] = await repo.insertMessages(deps.db, [
      {
        id: randomUUID(),
        conversationId: conv.id,
        type: 'bot',
        content: tx.escalateSignIn,
        language: input.language,
        intent: 'sign_in_required',
        sources: [
          { kind: 'link', title: tx.sourceSignIn, url: SIGN_IN_URL },
          { kind: 'link', title: tx.sourceContact, url: '/contact' },
        ],
        createdAt: botAt,
      },
    ]);
    await repo.touchConversation(deps.db, conv.id, { updatedAt: botAt });
    return { conversationId: conv.id, reply: messageDto(row!), ticketReference: null };
  }

  const history = await repo.messagesOf(deps.db, conv.id);
  const name = auth
    ? `${auth.user.firstName} ${auth.user.lastName}`.trim() || auth.user.email
    : `WhatsApp +${ch.whatsappPhone ?? conv.whatsappPhone ?? ''}`;
  const email = auth?.user.email ?? deps.config.SUPPORT_EMAIL;
  const lastQuestion = [...history].reverse().find((m) => m.type === 'user')?.content ?? '';
  const result = await deps.db.transaction(async (t) => {
    const ticket = await openTicket(
      deps,
      t,
      {
        name,
        email,
        category: 'General Inquiry',
        subject: `Concierge escalation: ${lastQuestion.slice(0, 80) || 'help requested'}`,
        message: [input.note ? `Note: ${input.note}\n` : '', transcript(deps, conv, history)].join(''),
        source: 'concierge',
      },
      auth?.user.id ?? null,
    );
    const [row] = await repo.insertMessages(t, [
      {
        id: randomUUID(),
        conversationId: conv.id,
        type: 'bot',
        content: fill(tx.escalated, { ref: ticket.reference, hours }),
        language: input.language,
        intent: 'escalate',
        sources: [],
        createdAt: botAt,
      },
    ]);
    await repo.touchConversation(t, conv.id, {
      updatedAt: botAt,
      ticketId: ticket.ticketId,
      ticketReference: ticket.reference,
    });
    return { row: row!, reference: ticket.reference };
  });
  return { conversationId: conv.id, reply: messageDto(result.row), ticketReference: result.reference };
}
