import { index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { MessageKind } from '@app/shared/messaging';
import { users } from '../auth/auth.schema.ts';
import { products } from '../catalog/catalog.schema.ts';

/** A thread between one buyer and one vendor, usually about a product (started by an inquiry). */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    /** Set on a buying request's thread with one vendor (issue 22): rfqs.id, no foreign key across modules' order. */
    rfqId: uuid('rfq_id'),
    status: text('status').$type<'open' | 'closed'>().notNull().default('open'),
    /** Highest message seq each party has read (read receipts and unread counts). */
    buyerReadSeq: integer('buyer_read_seq').notNull().default(0),
    vendorReadSeq: integer('vendor_read_seq').notNull().default(0),
    /** Seconds from the buyer's first message to the vendor's first reply (response-time figures). */
    firstResponseSeconds: integer('first_response_seconds'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('conversations_buyer_idx').on(t.buyerId, t.lastMessageAt),
    index('conversations_vendor_idx').on(t.vendorId, t.lastMessageAt),
  ],
);

export interface MessageData {
  inquiry?: {
    quantity: number;
    unit: string;
    targetPrice: string;
    currency: string;
    destinationCountry: string;
    requiredBy: string;
  };
  counter?: { unitPriceCents: number; currency: string; offerId: string | null };
  offerId?: string;
}

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey(),
    seq: serial('seq').notNull(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<MessageKind>().notNull(),
    body: text('body').notNull(),
    data: jsonb('data').$type<MessageData>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.seq),
    index('messages_sender_idx').on(t.senderId, t.createdAt),
  ],
);

/** Private files attached to messages; uploaded first (messageId null), then attached by their owner. */
export const messageAttachments = pgTable(
  'message_attachments',
  {
    id: uuid('id').primaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id').references(() => conversations.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id').references(() => messages.id, { onDelete: 'cascade' }),
    /** Attached to a buying request instead (issue 22): read by its buyer, its vendors and admins (rfqs module). */
    rfqId: uuid('rfq_id'),
    filename: text('filename').notNull(),
    mime: text('mime').notNull(),
    bytes: integer('bytes').notNull(),
    fileKey: text('file_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('message_attachments_message_idx').on(t.messageId), index('message_attachments_rfq_idx').on(t.rfqId)],
);

/**
 * Open event streams, shared by every server process: a recipient with a fresh row here is "connected" and
 * gets no e-mail for a new message. Rows are refreshed by a heartbeat and removed when the stream closes.
 */
export const messagingConnections = pgTable(
  'messaging_connections',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('messaging_connections_user_idx').on(t.userId, t.seenAt)],
);
