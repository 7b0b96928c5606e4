/** AI concierge contracts: chat, knowledge base articles, WhatsApp phone link (spec 2.18, 3.6). */
import { z } from 'zod';
import { LANGUAGES } from './constants.ts';
import { contractMessage } from './error-messages.ts';
import { multiLineText, singleLineText } from './text.ts';

export const CHAT_MESSAGE_TYPES = ['bot', 'user'] as const;
export const CHAT_CHANNELS = ['web', 'whatsapp'] as const;
export type ChatChannel = (typeof CHAT_CHANNELS)[number];

/** What the concierge decided the message was about. */
export const CONCIERGE_INTENTS = [
  'greeting',
  'knowledge',
  'order_status',
  'fee_calculation',
  'verification_status',
  'open_dispute',
  'escalate',
  'sign_in_required',
  /** The knowledge base does not cover the question: the concierge says it does not know and offers a person. */
  'fallback',
] as const;
export type ConciergeIntent = (typeof CONCIERGE_INTENTS)[number];

/** Where an answer came from: a knowledge base article (title + link) or a page of the app. */
export const chatSourceDto = z.object({
  kind: z.enum(['article', 'link']),
  title: z.string(),
  url: z.string(),
  slug: z.string().optional(),
});
export type ChatSource = z.infer<typeof chatSourceDto>;

/** Spec 3.6: id, type (bot or user), content, timestamp, language — plus the source and intent of bot replies. */
export const chatMessageDto = z.object({
  id: z.string(),
  type: z.enum(CHAT_MESSAGE_TYPES),
  content: z.string(),
  timestamp: z.string(),
  language: z.enum(LANGUAGES),
  intent: z.enum(CONCIERGE_INTENTS).nullable(),
  sources: z.array(chatSourceDto),
});
export type ChatMessage = z.infer<typeof chatMessageDto>;

export const askConciergeRequest = z.object({
  message: multiLineText()
    .min(1, contractMessage('concierge.form.messageRequired'))
    .max(2000, contractMessage('concierge.form.messageMax')),
  language: z.enum(LANGUAGES).default('en'),
  /** The conversation to continue (returned by the first answer); omitted to start one. */
  conversationId: z.uuid().optional(),
});
export type AskConciergeRequest = z.input<typeof askConciergeRequest>;

export const askConciergeResponse = z.object({
  conversationId: z.string(),
  userMessage: chatMessageDto,
  reply: chatMessageDto,
  /** How the reply was written: retrieval and tools only, or the configured language model. */
  via: z.enum(['retrieval', 'llm']),
  /** Set when the message escalated to a human: the support ticket reference. */
  ticketReference: z.string().nullable(),
});
export type AskConciergeResponse = z.infer<typeof askConciergeResponse>;

export const conversationDto = z.object({
  id: z.string(),
  channel: z.enum(CHAT_CHANNELS),
  language: z.enum(LANGUAGES),
  userId: z.string().nullable(),
  ticketReference: z.string().nullable(),
  createdAt: z.string(),
  messages: z.array(chatMessageDto),
});
export type ConversationDto = z.infer<typeof conversationDto>;

export const escalateRequest = z.object({
  /** The conversation to hand over; omitted to start one ("Talk to a person" before any question). */
  conversationId: z.uuid().optional(),
  language: z.enum(LANGUAGES).default('en'),
  note: multiLineText().max(2000).optional(),
});
export type EscalateRequest = z.input<typeof escalateRequest>;

export const escalateResponse = z.object({
  conversationId: z.string(),
  reply: chatMessageDto,
  /** The support ticket (null when the user must sign in or use the contact form first). */
  ticketReference: z.string().nullable(),
});
export type EscalateResponse = z.infer<typeof escalateResponse>;

export const conciergeConfigResponse = z.object({
  /** wa.me number (digits only) when WHATSAPP_DISPLAY_NUMBER is configured. */
  whatsappNumber: z.string().nullable(),
  llm: z.boolean(),
});
export type ConciergeConfig = z.infer<typeof conciergeConfigResponse>;

// ---- Knowledge base (admin editor) ----

export const kbArticleDto = z.object({
  id: z.string(),
  slug: z.string(),
  language: z.enum(LANGUAGES),
  title: z.string(),
  body: z.string(),
  tags: z.array(z.string()),
  updatedBy: z.string().nullable(),
  updatedAt: z.string(),
});
export type KbArticle = z.infer<typeof kbArticleDto>;

export const kbArticleInput = z.object({
  slug: z
    .string()
    .trim()
    .min(2, contractMessage('concierge.form.slugMin'))
    .max(80)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, contractMessage('concierge.form.slugFormat')),
  language: z.enum(LANGUAGES),
  title: singleLineText().min(3, contractMessage('concierge.form.titleMin')).max(200),
  body: multiLineText().min(10, contractMessage('concierge.form.bodyMin')).max(10_000),
  tags: z.array(singleLineText().min(1).max(40)).max(20).default([]),
});
export type KbArticleInput = z.input<typeof kbArticleInput>;

// ---- WhatsApp phone link (settings) ----

/** E.164 without the plus: 8 to 15 digits (what WhatsApp sends as `from`). */
export function normalizeWhatsappPhone(input: string): string {
  return input.replace(/[^\d]/g, '').replace(/^00/, '');
}

export const whatsappLinkRequest = z.object({
  phone: singleLineText().refine(
    (v) =>
      /^\+?[\d\s().-]{8,22}$/.test(v) &&
      normalizeWhatsappPhone(v).length >= 8 &&
      normalizeWhatsappPhone(v).length <= 15,
    contractMessage('concierge.form.phoneFormat'),
  ),
});

/**
 * The account's WhatsApp link. Linking proves ownership of the phone: Settings shows a code, and the user sends
 * "LINK <code>" to the bot from that phone; only then may the bot answer order questions for the account.
 */
export const whatsappLinkDto = z.object({
  phone: z.string().nullable(),
  verified: z.boolean(),
  /** While unverified: the code to send from WhatsApp, and until when it is valid. */
  code: z.string().nullable(),
  codeExpiresAt: z.string().nullable(),
});
export type WhatsappLink = z.infer<typeof whatsappLinkDto>;
