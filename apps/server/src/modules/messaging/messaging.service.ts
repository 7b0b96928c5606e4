import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  MESSAGE_LIMITS,
  type AttachmentDto,
  type ConversationDto,
  type ConversationListDto,
  type ConversationSummaryDto,
  type inquiryInput,
  type LiveEventDto,
  type MessageDto,
  type MessageKind,
  type sendMessageInput,
} from '@app/shared/messaging';
import { centsToPrice } from '@app/shared/catalog';
import { displayName } from '@app/shared/names';
import { cleanFileName } from '@app/shared/text';
import type { DbOrTx, Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { isAdmin } from '../../http/access.ts';
import { AppError } from '../../lib/errors.ts';
import { getUserById } from '../auth/auth.service.ts';
import type { AuthContext } from '../auth/auth.types.ts';
import type { UserRow } from '../auth/auth.types.ts';
import { productsForPricing, vendorIdentity } from '../catalog/catalog.service.ts';
import { sniffImage } from '../media/images.ts';
import { notify } from '../notifications/notifications.service.ts';
import { liveChannelFor } from './live-channel.ts';
import type { MessageData } from './messaging.schema.ts';
import * as repo from './messaging.repository.ts';
import { msg, unitParam } from '@app/shared/error-messages';
import type { NotificationKind } from '@app/shared/notifications';

type InquiryInput = z.output<typeof inquiryInput>;
type SendInput = z.output<typeof sendMessageInput>;
export type ConversationRow = repo.ConversationRow;

/** A stream that has not sent a heartbeat for this long no longer counts as "connected". */
export const PRESENCE_TTL_MS = 90_000;

/** Attachments: PDF, PNG, JPEG or WebP by content (magic bytes), 5 MB at most. */
export function sniffAttachment(buf: Buffer): 'application/pdf' | 'image/png' | 'image/jpeg' | 'image/webp' | null {
  if (buf.length >= 5 && buf.toString('ascii', 0, 5) === '%PDF-') return 'application/pdf';
  const img = sniffImage(buf);
  return img === 'image/png' || img === 'image/jpeg' || img === 'image/webp' ? img : null;
}

const attachmentUrl = (id: string) => `/api/messaging/attachments/${id}`;

function toAttachmentDto(a: repo.AttachmentRow): AttachmentDto {
  return { id: a.id, filename: a.filename, mime: a.mime, bytes: a.bytes, url: attachmentUrl(a.id) };
}

export async function uploadAttachment(
  deps: Deps,
  auth: AuthContext,
  filename: string,
  data: Buffer,
): Promise<AttachmentDto> {
  if (data.length > MESSAGE_LIMITS.maxAttachmentBytes)
    throw new AppError('VALIDATION_ERROR', msg('common.fileTooLarge'), {
      fields: { file: msg('common.fileTooLarge') },
    });
  const mime = sniffAttachment(data);
  if (!mime)
    throw new AppError('VALIDATION_ERROR', msg('messaging.notAttachable', { file: filename }), {
      fields: { file: msg('messaging.attachTypes') },
    });
  const id = randomUUID();
  const fileKey = `messaging/${auth.user.id}/${id}`;
  await deps.files.put(fileKey, data, mime);
  const row = {
    id,
    ownerId: auth.user.id,
    filename: cleanFileName(filename, 'file'),
    mime,
    bytes: data.length,
    fileKey,
    createdAt: deps.clock.now(),
  };
  await repo.insertAttachment(deps.db, row);
  return toAttachmentDto({ ...row, conversationId: null, messageId: null });
}

/** Which side of a conversation the caller is on; admins may read any thread. Strangers get NOT_FOUND. */
export function roleIn(conv: ConversationRow, auth: AuthContext): 'buyer' | 'vendor' | 'admin' | null {
  if (conv.buyerId === auth.user.id) return 'buyer';
  if (conv.vendorId === auth.user.id) return 'vendor';
  return isAdmin(auth) ? 'admin' : null;
}

async function readableConversation(
  db: DbOrTx,
  auth: AuthContext,
  id: string,
): Promise<{ conv: ConversationRow; role: 'buyer' | 'vendor' | 'admin' }> {
  const conv = await repo.findConversation(db, id);
  const role = conv ? roleIn(conv, auth) : null;
  if (!conv || !role) throw new AppError('NOT_FOUND', msg('messaging.conversationNotFound'));
  return { conv, role };
}

/** For other modules (offers), inside their transaction. */
export function lockConversationForUpdate(tx: DbOrTx, id: string): Promise<ConversationRow | undefined> {
  return repo.lockConversation(tx, id);
}

export function findConversationForRead(db: DbOrTx, id: string): Promise<ConversationRow | undefined> {
  return repo.findConversation(db, id);
}

/** For other modules (offers): the conversation, if the caller is one of its two parties. */
export async function conversationOfParty(
  db: DbOrTx,
  auth: AuthContext,
  id: string,
): Promise<{ conv: ConversationRow; role: 'buyer' | 'vendor' }> {
  const conv = await repo.findConversation(db, id);
  const role = conv ? roleIn(conv, auth) : null;
  if (!conv || !role) throw new AppError('NOT_FOUND', msg('messaging.conversationNotFound'));
  if (role === 'admin') throw new AppError('FORBIDDEN', msg('messaging.partiesOnly'));
  return { conv, role };
}

/** For other modules (translation): one message of a thread the caller may read (its two parties and admins). */
export async function readableMessage(
  db: DbOrTx,
  auth: AuthContext,
  conversationId: string,
  messageId: string,
): Promise<{ id: string; kind: MessageKind; body: string; senderId: string }> {
  await readableConversation(db, auth, conversationId);
  const m = await repo.findMessageIn(db, conversationId, messageId);
  if (!m) throw new AppError('NOT_FOUND', msg('messaging.messageNotFound'));
  return { id: m.id, kind: m.kind, body: m.body, senderId: m.senderId };
}

function assertNotTooFast(count: number, max: number, what: 'messages' | 'inquiries', windowSeconds: number): void {
  if (count >= max) {
    throw new AppError(
      'RATE_LIMITED',
      what === 'messages' ? msg('messaging.tooFastMessages') : msg('messaging.tooFastInquiries'),
      { retryAfterSeconds: windowSeconds >= 3600 ? 600 : 60 },
    );
  }
}

async function assertSendRate(deps: Deps, db: DbOrTx, senderId: string): Promise<void> {
  const since = new Date(deps.clock.now().getTime() - 60_000);
  assertNotTooFast(
    await repo.countMessagesSince(db, senderId, since),
    MESSAGE_LIMITS.messagesPerMinute,
    'messages',
    60,
  );
}

function partyName(u: UserRow | undefined, side: 'buyer' | 'vendor'): string {
  if (!u) return side === 'vendor' ? 'Supplier' : 'Buyer';
  if (side === 'vendor') return vendorIdentity(u).vendorName;
  const name = displayName(u.firstName, u.lastName, u.email);
  return u.company ? `${name} (${u.company})` : name;
}

function preview(m: repo.MessageRow | undefined): string {
  if (!m) return '';
  return m.body.length > 140 ? `${m.body.slice(0, 139)}…` : m.body;
}

/**
 * Appends a message in a transaction: checks nothing about the caller (callers do), updates the thread, marks it
 * read for the sender, records the vendor's first response time, and publishes the live event (sent on commit).
 * Returns the message and the recipient, for `notifyRecipient` after the transaction.
 */
export async function appendMessage(
  deps: Deps,
  tx: Tx,
  conv: ConversationRow,
  senderId: string,
  kind: MessageKind,
  body: string,
  data: MessageData = {},
  attachmentIds: string[] = [],
): Promise<{ message: repo.MessageRow; recipientId: string }> {
  const now = deps.clock.now();
  if (attachmentIds.length) {
    const files = await repo.pendingAttachments(tx, senderId, attachmentIds);
    if (files.length !== new Set(attachmentIds).size)
      throw new AppError('VALIDATION_ERROR', msg('messaging.attachmentNotFound'), {
        fields: { attachmentIds: msg('messaging.attachAgain') },
      });
  }
  const message = await repo.insertMessage(tx, {
    id: randomUUID(),
    conversationId: conv.id,
    senderId,
    kind,
    body,
    data,
    createdAt: now,
  });
  await repo.attachTo(tx, attachmentIds, conv.id, message.id);
  const fromBuyer = senderId === conv.buyerId;
  const set: Partial<ConversationRow> = {
    lastMessageAt: now,
    status: 'open',
    ...(fromBuyer ? { buyerReadSeq: message.seq } : { vendorReadSeq: message.seq }),
  };
  if (!fromBuyer && conv.firstResponseSeconds === null) {
    set.firstResponseSeconds = Math.max(0, Math.round((now.getTime() - conv.createdAt.getTime()) / 1000));
  }
  await repo.updateConversation(tx, conv.id, set);
  await publish(deps, tx, conv, {
    type: kind === 'offer' ? 'offer' : 'message',
    conversationId: conv.id,
    messageId: message.id,
  });
  return { message, recipientId: fromBuyer ? conv.vendorId : conv.buyerId };
}

export async function publish(deps: Deps, db: DbOrTx, conv: ConversationRow, event: LiveEventDto): Promise<void> {
  await liveChannelFor(deps.database, deps.logger).publish(db, { userIds: [conv.buyerId, conv.vendorId], event });
}

/** Whether the user has an open event stream on any server process. */
export async function isUserConnected(deps: Deps, userId: string): Promise<boolean> {
  return repo.isConnected(deps.db, userId, new Date(deps.clock.now().getTime() - PRESENCE_TTL_MS));
}

/**
 * In-app notification (and its e-mail) of a new message, only when the recipient is away: no open stream.
 * `always` is for events that matter even to a connected user (a new inquiry).
 */
export async function notifyRecipient(
  deps: Deps,
  conv: ConversationRow,
  recipientId: string,
  kind: NotificationKind,
  data: Record<string, unknown>,
  always = false,
): Promise<void> {
  if (!always && (await isUserConnected(deps, recipientId))) return;
  await notify(deps, recipientId, kind, {
    conversationId: conv.id,
    productName: conv.productName,
    link: `/messages/${conv.id}`,
    ...data,
  });
}

export async function createInquiry(deps: Deps, auth: AuthContext, input: InquiryInput): Promise<ConversationDto> {
  const product = (await productsForPricing(deps.db, [input.productId])).get(input.productId);
  if (!product || !product.available)
    throw new AppError('NOT_FOUND', msg('cart.productUnavailable'), {
      fields: { productId: msg('cart.productUnavailable') },
    });
  if (product.vendorId === auth.user.id)
    throw new AppError('VALIDATION_ERROR', msg('messaging.ownProduct'), {
      fields: { productId: msg('messaging.ownProductField') },
    });
  if (input.quantity < product.minOrder) {
    const text = msg('cart.belowMinOrder', {
      product: product.name,
      min: product.minOrder,
      unit: unitParam(product.unit),
    });
    throw new AppError('VALIDATION_ERROR', text, { fields: { quantity: text }, minOrder: product.minOrder });
  }
  if (input.requiredBy && input.requiredBy < deps.clock.now().toISOString().slice(0, 10)) {
    throw new AppError('VALIDATION_ERROR', msg('messaging.requiredByPast'), {
      fields: { requiredBy: msg('messaging.dateFromToday') },
    });
  }
  const now = deps.clock.now();
  assertNotTooFast(
    await repo.countMessagesSince(deps.db, auth.user.id, new Date(now.getTime() - 3_600_000), 'inquiry'),
    MESSAGE_LIMITS.inquiriesPerHour,
    'inquiries',
    3600,
  );
  await assertSendRate(deps, deps.db, auth.user.id);
  const { conv, message } = await deps.db.transaction(async (tx) => {
    const conv = await repo.insertConversation(tx, {
      id: randomUUID(),
      buyerId: auth.user.id,
      vendorId: product.vendorId,
      productId: product.id,
      productName: product.name,
      status: 'open',
      createdAt: now,
      lastMessageAt: now,
    });
    const inquiry = {
      quantity: input.quantity,
      unit: input.unit,
      targetPrice: input.targetPrice,
      currency: input.currency,
      destinationCountry: input.destinationCountry,
      requiredBy: input.requiredBy,
    };
    const { message } = await appendMessage(
      deps,
      tx,
      conv,
      auth.user.id,
      'inquiry',
      input.message,
      { inquiry },
      input.attachmentIds,
    );
    return { conv, message };
  });
  await notifyRecipient(
    deps,
    conv,
    conv.vendorId,
    'message.inquiry',
    {
      buyerName: partyName(await getUserById(deps.db, auth.user.id), 'buyer'),
      quantity: `${input.quantity} ${input.unit}`,
      link: `/messages/${conv.id}`,
      messageId: message.id,
    },
    true,
  );
  return getConversation(deps, auth, conv.id);
}

export async function sendMessage(
  deps: Deps,
  auth: AuthContext,
  conversationId: string,
  input: SendInput,
): Promise<MessageDto> {
  if (!input.body && input.attachmentIds.length === 0)
    throw new AppError('VALIDATION_ERROR', msg('messaging.writeOrAttach'), {
      fields: { body: msg('messaging.writeOrAttach') },
    });
  const { conv } = await conversationOfParty(deps.db, auth, conversationId);
  await assertSendRate(deps, deps.db, auth.user.id);
  const { message, recipientId } = await deps.db.transaction(async (tx) => {
    const locked = (await repo.lockConversation(tx, conv.id))!;
    return appendMessage(deps, tx, locked, auth.user.id, 'text', input.body, {}, input.attachmentIds);
  });
  const sender = await getUserById(deps.db, auth.user.id);
  await notifyRecipient(deps, conv, recipientId, 'message.new', {
    senderName: partyName(sender, recipientId === conv.vendorId ? 'buyer' : 'vendor'),
    preview: preview(message),
    messageId: message.id,
  });
  const dto = (await messageDtos(deps.db, auth.user.id, conv, [message]))[0]!;
  return dto;
}

/**
 * Either party marks the thread done ("closed": it no longer counts as an active inquiry) or reopens it; a new message
 * reopens it too.
 */
export async function setConversationStatus(
  deps: Deps,
  auth: AuthContext,
  conversationId: string,
  status: 'open' | 'closed',
): Promise<ConversationDto> {
  const { conv } = await conversationOfParty(deps.db, auth, conversationId);
  if (conv.status !== status) {
    await deps.db.transaction(async (tx) => {
      await repo.updateConversation(tx, conv.id, { status });
      await publish(deps, tx, conv, { type: 'read', conversationId: conv.id });
    });
  }
  return getConversation(deps, auth, conv.id);
}

/** Marks everything in the thread as read by the caller (a party); the other party's "Seen" follows live. */
export async function markRead(
  deps: Deps,
  auth: AuthContext,
  conversationId: string,
): Promise<{ unreadTotal: number }> {
  const { conv, role } = await readableConversation(deps.db, auth, conversationId);
  if (role !== 'admin') {
    await deps.db.transaction(async (tx) => {
      const seq = await repo.maxSeq(tx, conv.id);
      const current = role === 'buyer' ? conv.buyerReadSeq : conv.vendorReadSeq;
      if (seq <= current) return;
      await repo.updateConversation(tx, conv.id, role === 'buyer' ? { buyerReadSeq: seq } : { vendorReadSeq: seq });
      await publish(deps, tx, conv, { type: 'read', conversationId: conv.id });
    });
  }
  return { unreadTotal: await repo.otherPartyUnreadTotal(deps.db, auth.user.id) };
}

async function messageDtos(
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

async function summaries(db: DbOrTx, auth: AuthContext, convs: ConversationRow[]): Promise<ConversationSummaryDto[]> {
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

/** The vendor's inquiries (side vendor) or the buyer's messages (side buyer), newest activity first. */
export async function listConversations(
  deps: Deps,
  auth: AuthContext,
  side: 'buyer' | 'vendor',
): Promise<ConversationListDto> {
  const convs = await repo.conversationsOf(deps.db, side, auth.user.id);
  return {
    items: await summaries(deps.db, auth, convs),
    unreadTotal: await repo.otherPartyUnreadTotal(deps.db, auth.user.id),
  };
}

export async function getConversation(deps: Deps, auth: AuthContext, id: string): Promise<ConversationDto> {
  const { conv } = await readableConversation(deps.db, auth, id);
  const [summary] = await summaries(deps.db, auth, [conv]);
  const rows = await repo.messagesOf(deps.db, conv.id);
  const product = conv.productId
    ? (await productsForPricing(deps.db, [conv.productId])).get(conv.productId)
    : undefined;
  const [buyer, vendor] = await Promise.all([getUserById(deps.db, conv.buyerId), getUserById(deps.db, conv.vendorId)]);
  return {
    ...summary!,
    buyerName: partyName(buyer, 'buyer'),
    vendorName: partyName(vendor, 'vendor'),
    productMinOrder: product?.minOrder ?? null,
    productUnit: product?.unit ?? null,
    productCurrency: product?.currency ?? null,
    messages: await messageDtos(deps.db, auth.user.id, conv, rows),
  };
}

/** An attachment: only the two parties of its conversation (or, before sending, its owner) and admins. */
export async function attachmentFile(
  deps: Deps,
  auth: AuthContext,
  id: string,
): Promise<{ filename: string; mime: string; data: Buffer }> {
  const a = await repo.findAttachment(deps.db, id);
  let allowed = false;
  if (a) {
    if (isAdmin(auth) || a.ownerId === auth.user.id) allowed = true;
    else if (a.conversationId) {
      const conv = await repo.findConversation(deps.db, a.conversationId);
      allowed = Boolean(conv && roleIn(conv, auth));
    }
  }
  if (!a || !allowed) throw new AppError('NOT_FOUND', msg('common.fileNotFound'));
  const data = await deps.files.get(a.fileKey);
  if (!data) throw new AppError('NOT_FOUND', msg('common.fileNotFound'));
  return { filename: a.filename, mime: a.mime, data };
}

export async function unreadTotal(deps: Deps, auth: AuthContext): Promise<number> {
  return repo.otherPartyUnreadTotal(deps.db, auth.user.id);
}

export { activeInquiryCount, medianFirstResponseSeconds } from './messaging-stats.ts';

// Presence of event streams (shared through the database so every process sees it).
export async function streamOpened(deps: Deps, connectionId: string, userId: string): Promise<void> {
  await repo.upsertConnection(deps.db, connectionId, userId, deps.clock.now());
}
export async function streamHeartbeat(deps: Deps, connectionId: string, userId: string): Promise<void> {
  const now = deps.clock.now();
  await repo.upsertConnection(deps.db, connectionId, userId, now);
  await repo.pruneConnections(deps.db, new Date(now.getTime() - 10 * PRESENCE_TTL_MS));
}
export async function streamClosed(deps: Deps, connectionId: string): Promise<void> {
  await repo.deleteConnection(deps.db, connectionId);
}
