/**
 * The concierge: one message in, one reply out, for the web chat and WhatsApp alike. The reply is in the language the
 * question is written in (the page's language is only a hint). Tools for the caller's own account (chosen by intent),
 * otherwise the best knowledge base passage — if it covers the question well enough; below that threshold the
 * concierge says it does not know and offers a person. When a chat model is configured it writes the reply from
 * those passages and tool results (never for an "I don't know"), and the retrieval answer is the fallback.
 */
import { randomUUID } from 'node:crypto';
import { BRAND, TIMES, type Language } from '@app/shared/constants';
import type {
  AskConciergeResponse,
  ChatChannel,
  ChatMessage,
  ChatSource,
  ConciergeIntent,
  ConversationDto,
  EscalateResponse,
} from '@app/shared/concierge';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuthContext } from '../auth/auth.types.ts';
import { feeTiersOf } from '../payments/use-cases/list-fee-tiers.ts';
import { openTicket } from '../support/support.service.ts';
import * as repo from './concierge.repository.ts';
import { TEXTS, fill } from './concierge-texts.ts';
import { detectIntent } from './intents.ts';
import { articleHit, articleUrl, lookUp, type Retrieved } from './knowledge-base.service.ts';
import { buildMessages, chatCompletion, llmSettings, type LlmMessage } from './llm.ts';
import { disputeTool, feeTool, orderStatusTool, verificationTool, type ToolResult } from './tools.ts';
import { msg } from '@app/shared/error-messages';

const SIGN_IN_URL = '/login?next=%2Fai%3Fchat%3Dopen';

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

/** The conversation to continue, checked against the caller; or a new one. */
async function resolveConversation(
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
function nextInstants(deps: Deps, conv: repo.ConversationRow): [Date, Date] {
  const t = Math.max(deps.clock.now().getTime(), conv.updatedAt.getTime() + 1);
  return [new Date(t), new Date(t + 1)];
}

function articleSource(hit: Retrieved): ChatSource {
  return { kind: 'article', title: hit.doc.title, url: articleUrl(hit.doc.slug, hit.language), slug: hit.doc.slug };
}

interface Draft {
  intent: ConciergeIntent;
  /** The language of the reply: the question's. */
  language: Language;
  text: string;
  sources: ChatSource[];
  facts: string[];
  hits: Retrieved[];
  /** Tool answers about the account are final: a chat model only rewords knowledge answers around them. */
  escalate: boolean;
}

async function draftReply(
  deps: Deps,
  auth: AuthContext | null,
  message: string,
  pageLanguage: Language,
  ch: Channel,
): Promise<Draft> {
  const found = await lookUp(deps, message, pageLanguage);
  const language = found.language;
  const tx = TEXTS[language];
  const values = { brand: BRAND.name, email: deps.config.SUPPORT_EMAIL };
  const detected = detectIntent(message, language);
  const hits = found.best ? found.hits : [];
  const withTool = async (intent: ConciergeIntent, r: ToolResult, slug?: string): Promise<Draft> => {
    const article = slug ? await articleHit(deps, slug, language) : null;
    return {
      intent,
      language,
      text: r.text,
      sources: [...r.sources, ...(article ? [articleSource(article)] : [])],
      facts: r.facts,
      hits,
      escalate: false,
    };
  };
  const signIn = (): Draft => ({
    intent: 'sign_in_required',
    language,
    text: ch.channel === 'whatsapp' ? tx.whatsappSignIn : tx.signInForOrders,
    sources: ch.channel === 'whatsapp' ? [] : [{ kind: 'link', title: tx.sourceSignIn, url: SIGN_IN_URL }],
    facts: ['The user is not signed in: no account data may be shown.'],
    hits,
    escalate: false,
  });

  switch (detected.intent) {
    case 'escalate':
      return { intent: 'escalate', language, text: '', sources: [], facts: [], hits, escalate: true };
    case 'order_status':
      return auth ? withTool('order_status', await orderStatusTool(deps, auth, detected.orderRef, language)) : signIn();
    case 'verification_status':
      return auth ? withTool('verification_status', await verificationTool(deps, auth, language)) : signIn();
    case 'open_dispute':
      return withTool('open_dispute', disputeTool(language), 'disputes');
    case 'fee_calculation':
      return withTool(
        'fee_calculation',
        feeTool(detected.amountCents, language, await feeTiersOf(deps.db)),
        'buyer-fees',
      );
    case 'greeting':
      return {
        intent: 'greeting',
        language,
        text: fill(tx.greeting, values),
        sources: [],
        facts: [],
        hits: [],
        escalate: false,
      };
    default:
      break;
  }
  if (found.best) {
    const { best, sibling } = found;
    // Both audiences' answers, each under its title, when the question names neither ("What are the fees?").
    const text = sibling
      ? `${best.doc.title}\n${best.passage}\n\n${sibling.doc.title}\n${sibling.passage}`
      : best.passage;
    return {
      intent: 'knowledge',
      language,
      text,
      sources: [best, ...(sibling ? [sibling] : [])].map(articleSource),
      facts: [],
      hits,
      escalate: false,
    };
  }
  // Below the confidence threshold: say so, and offer a person (the web panel shows a button under this reply).
  return {
    intent: 'fallback',
    language,
    text: fill(ch.channel === 'whatsapp' ? tx.unknownWhatsapp : tx.unknown, values),
    sources: [{ kind: 'link', title: tx.sourceContact, url: '/contact' }],
    facts: [],
    hits: [],
    escalate: false,
  };
}

/** The chat model's version of the reply, or null (not configured, error, timeout: the draft stands). */
async function modelReply(
  deps: Deps,
  draft: Draft,
  message: string,
  language: Language,
  history: repo.ChatMessageRow[],
): Promise<string | null> {
  const settings = llmSettings(deps.config);
  // No model for greetings, nor for questions the knowledge base does not cover (it would only guess).
  if (!settings || draft.intent === 'greeting' || draft.intent === 'fallback') return null;
  const messages = buildMessages({
    language,
    brand: BRAND.name,
    passages: draft.hits.map((h) => ({ title: h.doc.title, text: h.passage })),
    toolResults: draft.facts,
    draft: draft.text,
    history: history.map((m): LlmMessage => ({ role: m.type === 'user' ? 'user' : 'assistant', content: m.content })),
    question: message,
  });
  try {
    return await chatCompletion(settings, messages);
  } catch (err) {
    deps.logger.warn({ err }, 'chat model failed; answering from retrieval');
    return null;
  }
}

/** Answers one message, stores the question and the reply in the conversation. */
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

/** Where admins read an escalated conversation (the admin console's knowledge base tab opens it). */
export function conversationAdminUrl(conversationId: string): string {
  return `/admin/dashboard?tab=knowledge&conversation=${conversationId}`;
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

function conversationDto(conv: repo.ConversationRow, messages: repo.ChatMessageRow[]): ConversationDto {
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

/** Admins: any conversation (escalations link here). */
export async function conversationForAdmin(deps: Deps, id: string): Promise<ConversationDto> {
  const conv = await repo.findConversation(deps.db, id);
  if (!conv) throw new AppError('NOT_FOUND', msg('messaging.conversationNotFound'));
  return conversationDto(conv, await repo.messagesOf(deps.db, conv.id));
}
