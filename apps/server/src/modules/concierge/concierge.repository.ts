import { and, asc, count, desc, eq, isNotNull, max } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { chatConversations, chatMessages, kbArticles, whatsappLinks } from './concierge.schema.ts';

export type KbArticleRow = typeof kbArticles.$inferSelect;
export type ConversationRow = typeof chatConversations.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;
export type WhatsappLinkRow = typeof whatsappLinks.$inferSelect;

// ---- knowledge base ----

export function listArticles(db: DbOrTx, language?: string): Promise<KbArticleRow[]> {
  return db
    .select()
    .from(kbArticles)
    .where(language ? eq(kbArticles.language, language as KbArticleRow['language']) : undefined)
    .orderBy(asc(kbArticles.slug), asc(kbArticles.language));
}

export async function findArticle(db: DbOrTx, id: string): Promise<KbArticleRow | undefined> {
  const [row] = await db.select().from(kbArticles).where(eq(kbArticles.id, id));
  return row;
}

export async function findArticleBySlug(db: DbOrTx, slug: string, language: string): Promise<KbArticleRow | undefined> {
  const [row] = await db
    .select()
    .from(kbArticles)
    .where(and(eq(kbArticles.slug, slug), eq(kbArticles.language, language as KbArticleRow['language'])));
  return row;
}

/** A cheap fingerprint of the table: the in-memory index is rebuilt when it changes (edits from any process). */
export async function articlesVersion(db: DbOrTx): Promise<string> {
  const [row] = await db.select({ n: count(), latest: max(kbArticles.updatedAt) }).from(kbArticles);
  return `${row?.n ?? 0}:${row?.latest ? new Date(row.latest).getTime() : 0}`;
}

export async function insertArticles(db: DbOrTx, rows: (typeof kbArticles.$inferInsert)[]): Promise<KbArticleRow[]> {
  if (rows.length === 0) return [];
  return db.insert(kbArticles).values(rows).onConflictDoNothing().returning();
}

export async function updateArticle(
  db: DbOrTx,
  id: string,
  patch: Partial<typeof kbArticles.$inferInsert>,
): Promise<KbArticleRow | undefined> {
  const [row] = await db.update(kbArticles).set(patch).where(eq(kbArticles.id, id)).returning();
  return row;
}

export async function deleteArticle(db: DbOrTx, id: string): Promise<KbArticleRow | undefined> {
  const [row] = await db.delete(kbArticles).where(eq(kbArticles.id, id)).returning();
  return row;
}

// ---- conversations ----

export async function insertConversation(
  db: DbOrTx,
  row: typeof chatConversations.$inferInsert,
): Promise<ConversationRow> {
  const [c] = await db.insert(chatConversations).values(row).returning();
  return c!;
}

export async function findConversation(db: DbOrTx, id: string): Promise<ConversationRow | undefined> {
  const [row] = await db.select().from(chatConversations).where(eq(chatConversations.id, id));
  return row;
}

export async function latestConversationOfUser(
  db: DbOrTx,
  userId: string,
  channel: 'web' | 'whatsapp',
): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.userId, userId), eq(chatConversations.channel, channel)))
    .orderBy(desc(chatConversations.updatedAt))
    .limit(1);
  return row;
}

export async function latestConversationOfPhone(db: DbOrTx, phone: string): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.whatsappPhone, phone), eq(chatConversations.channel, 'whatsapp')))
    .orderBy(desc(chatConversations.updatedAt))
    .limit(1);
  return row;
}

export async function conversationByTicket(db: DbOrTx, ticketId: string): Promise<ConversationRow | undefined> {
  const [row] = await db.select().from(chatConversations).where(eq(chatConversations.ticketId, ticketId));
  return row;
}

export async function touchConversation(
  db: DbOrTx,
  id: string,
  patch: Partial<typeof chatConversations.$inferInsert>,
): Promise<void> {
  await db.update(chatConversations).set(patch).where(eq(chatConversations.id, id));
}

export async function insertMessages(
  db: DbOrTx,
  rows: (typeof chatMessages.$inferInsert)[],
): Promise<ChatMessageRow[]> {
  return db.insert(chatMessages).values(rows).returning();
}

export function messagesOf(db: DbOrTx, conversationId: string, limit = 200): Promise<ChatMessageRow[]> {
  return db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversationId))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id))
    .limit(limit);
}

export async function escalatedConversations(db: DbOrTx): Promise<ConversationRow[]> {
  return db.select().from(chatConversations).where(isNotNull(chatConversations.ticketId));
}

// ---- WhatsApp links ----

export async function findLinkOfUser(db: DbOrTx, userId: string): Promise<WhatsappLinkRow | undefined> {
  const [row] = await db.select().from(whatsappLinks).where(eq(whatsappLinks.userId, userId));
  return row;
}

export function linksOfPhone(db: DbOrTx, phone: string): Promise<WhatsappLinkRow[]> {
  return db.select().from(whatsappLinks).where(eq(whatsappLinks.phone, phone));
}

export async function upsertLink(db: DbOrTx, row: typeof whatsappLinks.$inferInsert): Promise<void> {
  await db
    .insert(whatsappLinks)
    .values(row)
    .onConflictDoUpdate({
      target: whatsappLinks.userId,
      set: {
        phone: row.phone,
        code: row.code,
        codeExpiresAt: row.codeExpiresAt,
        verifiedAt: row.verifiedAt ?? null,
        createdAt: row.createdAt,
      },
    });
}

export async function verifyLink(db: DbOrTx, userId: string, at: Date): Promise<void> {
  await db
    .update(whatsappLinks)
    .set({ verifiedAt: at, code: null, codeExpiresAt: null })
    .where(eq(whatsappLinks.userId, userId));
}

export async function deleteLink(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(whatsappLinks).where(eq(whatsappLinks.userId, userId));
}
