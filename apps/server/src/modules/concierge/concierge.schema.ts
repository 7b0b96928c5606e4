import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Language } from '@app/shared/constants';
import type { ChatChannel, ChatSource, ConciergeIntent } from '@app/shared/concierge';
import { users } from '../auth/auth.schema.ts';
import { supportTickets } from '../support/support.schema.ts';

/** The concierge's knowledge base: one row per article and language (the same slug across languages). */
export const kbArticles = pgTable(
  'kb_articles',
  {
    id: uuid('id').primaryKey(),
    slug: text('slug').notNull(),
    language: text('language').$type<Language>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    tags: text('tags').array().notNull().default([]),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('kb_articles_slug_language_key').on(t.slug, t.language)],
);

/** A chat with the concierge (web or WhatsApp). Anonymous web chats have no user; WhatsApp chats carry the phone. */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<ChatChannel>().notNull().default('web'),
    whatsappPhone: text('whatsapp_phone'),
    language: text('language').$type<Language>().notNull().default('en'),
    ticketId: uuid('ticket_id').references(() => supportTickets.id, { onDelete: 'set null' }),
    /** The support ticket's reference (SUP-000123), kept with the conversation for display. */
    ticketReference: text('ticket_reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_conversations_user_idx').on(t.userId, t.updatedAt),
    index('chat_conversations_phone_idx').on(t.whatsappPhone, t.updatedAt),
  ],
);

/** Spec 3.6 chat message: id, type, content, timestamp, language (+ intent and sources of bot replies). */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    type: text('type').$type<'bot' | 'user'>().notNull(),
    content: text('content').notNull(),
    language: text('language').$type<Language>().notNull(),
    intent: text('intent').$type<ConciergeIntent>(),
    sources: jsonb('sources').$type<ChatSource[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_messages_conversation_idx').on(t.conversationId, t.createdAt)],
);

/** A WhatsApp number linked to an account; verified when the user sends the code from that phone. */
export const whatsappLinks = pgTable(
  'whatsapp_links',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    code: text('code'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('whatsapp_links_phone_idx').on(t.phone)],
);
