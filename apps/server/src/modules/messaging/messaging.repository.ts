import { and, asc, count, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { conversations, messageAttachments, messages, messagingConnections } from './messaging.schema.ts';

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type AttachmentRow = typeof messageAttachments.$inferSelect;

export async function insertConversation(db: DbOrTx, row: typeof conversations.$inferInsert): Promise<ConversationRow> {
  const [inserted] = await db.insert(conversations).values(row).returning();
  return inserted!;
}

/** A buying request's thread with one vendor, locked (the rfq row is locked first by the caller). */
export async function findRfqThread(db: DbOrTx, rfqId: string, vendorId: string): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.rfqId, rfqId), eq(conversations.vendorId, vendorId)))
    .for('update');
  return row;
}

export async function findConversation(db: DbOrTx, id: string): Promise<ConversationRow | undefined> {
  const [row] = await db.select().from(conversations).where(eq(conversations.id, id));
  return row;
}

export async function lockConversation(db: DbOrTx, id: string): Promise<ConversationRow | undefined> {
  const [row] = await db.select().from(conversations).where(eq(conversations.id, id)).for('update');
  return row;
}

export async function updateConversation(
  db: DbOrTx,
  id: string,
  set: Partial<typeof conversations.$inferInsert>,
): Promise<void> {
  await db.update(conversations).set(set).where(eq(conversations.id, id));
}

export async function conversationsOf(
  db: DbOrTx,
  side: 'buyer' | 'vendor',
  userId: string,
  limit = 200,
): Promise<ConversationRow[]> {
  return db
    .select()
    .from(conversations)
    .where(eq(side === 'buyer' ? conversations.buyerId : conversations.vendorId, userId))
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(limit);
}

export async function insertMessage(db: DbOrTx, row: Omit<typeof messages.$inferInsert, 'seq'>): Promise<MessageRow> {
  const [inserted] = await db.insert(messages).values(row).returning();
  return inserted!;
}

export async function messagesOf(db: DbOrTx, conversationId: string, limit = 500): Promise<MessageRow[]> {
  const rows = await db
    .select()
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(desc(messages.seq))
    .limit(limit);
  return rows.reverse();
}

export async function findMessageIn(
  db: DbOrTx,
  conversationId: string,
  messageId: string,
): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.id, messageId), eq(messages.conversationId, conversationId)));
  return row;
}

/** The last message of each conversation. */
export async function lastMessages(db: DbOrTx, conversationIds: string[]): Promise<Map<string, MessageRow>> {
  if (conversationIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([messages.conversationId])
    .from(messages)
    .where(inArray(messages.conversationId, conversationIds))
    .orderBy(messages.conversationId, desc(messages.seq));
  return new Map(rows.map((r) => [r.conversationId, r]));
}

/** Messages from the other party after what I have read, per conversation. */
export async function unreadCounts(db: DbOrTx, userId: string, convs: ConversationRow[]): Promise<Map<string, number>> {
  const result = new Map<string, number>();
  if (convs.length === 0) return result;
  const rows = await queryRows<{ conversation_id: string; n: number | string }>(
    db,
    sql`select m.conversation_id, count(*) as n from ${messages} m join ${conversations} c on c.id = m.conversation_id
        where m.conversation_id in (${sql.join(
          convs.map((c) => sql`${c.id}`),
          sql`, `,
        )}) and m.sender_id <> ${userId}
          and m.seq > (case when c.buyer_id = ${userId} then c.buyer_read_seq else c.vendor_read_seq end)
        group by m.conversation_id`,
  );
  for (const r of rows) result.set(r.conversation_id, Number(r.n));
  return result;
}

export async function maxSeq(db: DbOrTx, conversationId: string): Promise<number> {
  const [row] = await db
    .select({ s: sql<number | null>`max(${messages.seq})` })
    .from(messages)
    .where(eq(messages.conversationId, conversationId));
  return Number(row?.s ?? 0);
}

export async function countMessagesSince(
  db: DbOrTx,
  senderId: string,
  since: Date,
  kind?: MessageRow['kind'],
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(
      and(eq(messages.senderId, senderId), gt(messages.createdAt, since), kind ? eq(messages.kind, kind) : undefined),
    );
  return Number(row?.n ?? 0);
}

export async function hasMessageFrom(db: DbOrTx, conversationId: string, senderId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.senderId, senderId)))
    .limit(1);
  return Boolean(row);
}

export async function insertAttachment(db: DbOrTx, row: typeof messageAttachments.$inferInsert): Promise<void> {
  await db.insert(messageAttachments).values(row);
}

export async function findAttachment(db: DbOrTx, id: string): Promise<AttachmentRow | undefined> {
  const [row] = await db.select().from(messageAttachments).where(eq(messageAttachments.id, id));
  return row;
}

export async function pendingAttachments(db: DbOrTx, ownerId: string, ids: string[]): Promise<AttachmentRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(messageAttachments)
    .where(
      and(
        inArray(messageAttachments.id, ids),
        eq(messageAttachments.ownerId, ownerId),
        isNull(messageAttachments.messageId),
        isNull(messageAttachments.rfqId),
      ),
    );
}

export async function attachToRfq(db: DbOrTx, ids: string[], rfqId: string): Promise<void> {
  if (ids.length === 0) return;
  await db.update(messageAttachments).set({ rfqId }).where(inArray(messageAttachments.id, ids));
}

export async function attachmentsOfRfqs(db: DbOrTx, rfqIds: string[]): Promise<AttachmentRow[]> {
  if (rfqIds.length === 0) return [];
  return db
    .select()
    .from(messageAttachments)
    .where(inArray(messageAttachments.rfqId, rfqIds))
    .orderBy(asc(messageAttachments.createdAt));
}

export async function attachTo(db: DbOrTx, ids: string[], conversationId: string, messageId: string): Promise<void> {
  if (ids.length === 0) return;
  await db.update(messageAttachments).set({ conversationId, messageId }).where(inArray(messageAttachments.id, ids));
}

export async function attachmentsOfMessages(db: DbOrTx, messageIds: string[]): Promise<AttachmentRow[]> {
  if (messageIds.length === 0) return [];
  return db
    .select()
    .from(messageAttachments)
    .where(inArray(messageAttachments.messageId, messageIds))
    .orderBy(asc(messageAttachments.createdAt));
}

export async function countOpenConversationsOfVendor(db: DbOrTx, vendorId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(conversations)
    .where(and(eq(conversations.vendorId, vendorId), eq(conversations.status, 'open')));
  return Number(row?.n ?? 0);
}

export async function firstResponseSecondsOfVendor(db: DbOrTx, vendorId: string, since?: Date): Promise<number[]> {
  const rows = await db
    .select({ s: conversations.firstResponseSeconds })
    .from(conversations)
    .where(
      and(
        eq(conversations.vendorId, vendorId),
        sql`${conversations.firstResponseSeconds} is not null`,
        since ? gt(conversations.createdAt, since) : undefined,
      ),
    );
  return rows.map((r) => r.s!).filter((s) => s !== null);
}

// Presence: open event streams, shared by every process.
export async function upsertConnection(db: DbOrTx, id: string, userId: string, seenAt: Date): Promise<void> {
  await db
    .insert(messagingConnections)
    .values({ id, userId, seenAt })
    .onConflictDoUpdate({ target: messagingConnections.id, set: { seenAt } });
}

export async function deleteConnection(db: DbOrTx, id: string): Promise<void> {
  await db.delete(messagingConnections).where(eq(messagingConnections.id, id));
}

export async function isConnected(db: DbOrTx, userId: string, freshAfter: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: messagingConnections.id })
    .from(messagingConnections)
    .where(and(eq(messagingConnections.userId, userId), gt(messagingConnections.seenAt, freshAfter)))
    .limit(1);
  return Boolean(row);
}

export async function pruneConnections(db: DbOrTx, staleBefore: Date): Promise<void> {
  await db.delete(messagingConnections).where(lt(messagingConnections.seenAt, staleBefore));
}

export async function otherPartyUnreadTotal(db: DbOrTx, userId: string): Promise<number> {
  const rows = await queryRows<{ n: number | string }>(
    db,
    sql`select count(*) as n from ${messages} m join ${conversations} c on c.id = m.conversation_id
        where (c.buyer_id = ${userId} or c.vendor_id = ${userId}) and m.sender_id <> ${userId}
          and m.seq > (case when c.buyer_id = ${userId} then c.buyer_read_seq else c.vendor_read_seq end)`,
  );
  return Number(rows[0]?.n ?? 0);
}
