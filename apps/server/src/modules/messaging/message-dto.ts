/** The DTOs of threads, messages and attachments, with the names the two parties show under. */
import { centsToPrice } from '@app/shared/catalog';
import type { AttachmentDto, ConversationSummaryDto, MessageDto } from '@app/shared/messaging';
import { displayName } from '@app/shared/names';
import type { DbOrTx } from '../../db/client.ts';
import { getUserById } from '../auth/auth.service.ts';
import type { AuthContext, UserRow } from '../auth/auth.types.ts';
import { productsForPricing, vendorIdentity } from '../catalog/catalog.service.ts';
import { roleIn, type ConversationRow } from './messaging-steps.ts';
import * as repo from './messaging.repository.ts';

const attachmentUrl = (id: string) => `/api/messaging/attachments/${id}`;

export function toAttachmentDto(a: repo.AttachmentRow): AttachmentDto {
  return { id: a.id, filename: a.filename, mime: a.mime, bytes: a.bytes, url: attachmentUrl(a.id) };
}

export function partyName(u: UserRow | undefined, side: 'buyer' | 'vendor'): string {
  if (!u) return side === 'vendor' ? 'Supplier' : 'Buyer';
  if (side === 'vendor') return vendorIdentity(u).vendorName;
  const name = displayName(u.firstName, u.lastName, u.email);
  return u.company ? `${name} (${u.company})` : name;
}

export function preview(m: repo.MessageRow | undefined): string {
  if (!m) return '';
  return m.body.length > 140 ? `${m.body.slice(0, 139)}…` : m.body;
}

export async function messageDtos(
  db: DbOrTx,
  viewerId: string,
  conv: ConversationRow,
  rows: repo.MessageRow[],
): Promise<MessageDto[]> {
  const files = await repo.attachmentsOfMessages(
    db,
    rows.map((m) => m.id),
  );
  const [buyer, vendor] = await Promise.all([getUserById(db, conv.buyerId), getUserById(db, conv.vendorId)]);
  return rows.map((m) => {
    const fromBuyer = m.senderId === conv.buyerId;
    const otherReadSeq = fromBuyer ? conv.vendorReadSeq : conv.buyerReadSeq;
    return {
      id: m.id,
      seq: m.seq,
      conversationId: m.conversationId,
      senderId: m.senderId,
      senderName: fromBuyer ? partyName(buyer, 'buyer') : partyName(vendor, 'vendor'),
      mine: m.senderId === viewerId,
      kind: m.kind,
      body: m.body,
      inquiry: m.data.inquiry ?? null,
      counter: m.data.counter
        ? { unitPrice: centsToPrice(m.data.counter.unitPriceCents), currency: m.data.counter.currency }
        : null,
      offerId: m.data.offerId ?? m.data.counter?.offerId ?? null,
      attachments: files.filter((f) => f.messageId === m.id).map(toAttachmentDto),
      seen: m.senderId === viewerId && otherReadSeq >= m.seq,
      createdAt: m.createdAt.toISOString(),
    };
  });
}

/** The list rows of threads as the caller sees them: the other party's name, the last message, the unread count. */
export async function summaries(
  db: DbOrTx,
  auth: AuthContext,
  convs: ConversationRow[],
): Promise<ConversationSummaryDto[]> {
  const [last, unread, products] = await Promise.all([
    repo.lastMessages(
      db,
      convs.map((c) => c.id),
    ),
    repo.unreadCounts(db, auth.user.id, convs),
    productsForPricing(db, [...new Set(convs.map((c) => c.productId).filter((p): p is string => p !== null))]),
  ]);
  const userIds = [...new Set(convs.flatMap((c) => [c.buyerId, c.vendorId]))];
  const users = new Map(
    (await Promise.all(userIds.map((id) => getUserById(db, id))))
      .filter((u): u is UserRow => Boolean(u))
      .map((u) => [u.id, u]),
  );
  return convs.map((c) => {
    const myRole = roleIn(c, auth) ?? 'admin';
    const counterpart =
      myRole === 'buyer'
        ? partyName(users.get(c.vendorId), 'vendor')
        : myRole === 'vendor'
          ? partyName(users.get(c.buyerId), 'buyer')
          : `${partyName(users.get(c.buyerId), 'buyer')} ↔ ${partyName(users.get(c.vendorId), 'vendor')}`;
    const m = last.get(c.id);
    return {
      id: c.id,
      productId: c.productId,
      productName: c.productName,
      productImageUrl: c.productId ? (products.get(c.productId)?.imageUrl ?? null) : null,
      rfqId: c.rfqId,
      buyerId: c.buyerId,
      vendorId: c.vendorId,
      myRole,
      counterpartName: counterpart,
      lastMessage: preview(m),
      lastMessageKind: m?.kind ?? 'text',
      lastMessageAt: c.lastMessageAt.toISOString(),
      unreadCount: myRole === 'admin' ? 0 : (unread.get(c.id) ?? 0),
      status: c.status,
      createdAt: c.createdAt.toISOString(),
    };
  });
}
