/**
 * The steps the messaging use cases (use-cases/*.ts) share: who may read a thread, the sending rate limits, the live
 * event of a thread, and what an attachment may be.
 */
import { msg } from '@app/shared/error-messages';
import { MESSAGE_LIMITS, type LiveEventDto } from '@app/shared/messaging';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { isAdmin } from '../../http/access.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuthContext } from '../auth/auth.types.ts';
import { sniffImage } from '../media/images.ts';
import { liveChannelFor } from './live-channel.ts';
import * as repo from './messaging.repository.ts';

export type ConversationRow = repo.ConversationRow;

/** A stream that has not sent a heartbeat for this long no longer counts as "connected". */
export const PRESENCE_TTL_MS = 90_000;

/** Attachments: PDF, PNG, JPEG or WebP by content (magic bytes), 5 MB at most. */
export function sniffAttachment(buf: Buffer): 'application/pdf' | 'image/png' | 'image/jpeg' | 'image/webp' | null {
  if (buf.length >= 5 && buf.toString('ascii', 0, 5) === '%PDF-') return 'application/pdf';
  const img = sniffImage(buf);
  return img === 'image/png' || img === 'image/jpeg' || img === 'image/webp' ? img : null;
}

/** Which side of a conversation the caller is on; admins may read any thread. Strangers get NOT_FOUND. */
export function roleIn(conv: ConversationRow, auth: AuthContext): 'buyer' | 'vendor' | 'admin' | null {
  if (conv.buyerId === auth.user.id) return 'buyer';
  if (conv.vendorId === auth.user.id) return 'vendor';
  return isAdmin(auth) ? 'admin' : null;
}

export async function readableConversation(
  db: DbOrTx,
  auth: AuthContext,
  id: string,
): Promise<{ conv: ConversationRow; role: 'buyer' | 'vendor' | 'admin' }> {
  const conv = await repo.findConversation(db, id);
  const role = conv ? roleIn(conv, auth) : null;
  if (!conv || !role) throw new AppError('NOT_FOUND', msg('messaging.conversationNotFound'));
  return { conv, role };
}

export function assertNotTooFast(
  count: number,
  max: number,
  what: 'messages' | 'inquiries',
  windowSeconds: number,
): void {
  if (count >= max) {
    throw new AppError(
      'RATE_LIMITED',
      what === 'messages' ? msg('messaging.tooFastMessages') : msg('messaging.tooFastInquiries'),
      { retryAfterSeconds: windowSeconds >= 3600 ? 600 : 60 },
    );
  }
}

export async function assertSendRate(deps: Deps, db: DbOrTx, senderId: string): Promise<void> {
  const since = new Date(deps.clock.now().getTime() - 60_000);
  assertNotTooFast(
    await repo.countMessagesSince(db, senderId, since),
    MESSAGE_LIMITS.messagesPerMinute,
    'messages',
    60,
  );
}

export async function publish(deps: Deps, db: DbOrTx, conv: ConversationRow, event: LiveEventDto): Promise<void> {
  await liveChannelFor(deps.database, deps.logger).publish(db, { userIds: [conv.buyerId, conv.vendorId], event });
}
