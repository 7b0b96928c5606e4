import { randomUUID } from 'node:crypto';
import { msg } from '@app/shared/error-messages';
import type { MessageKind } from '@app/shared/messaging';
import type { Tx } from '../../../db/client.ts';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { publish, type ConversationRow } from '../messaging-steps.ts';
import type { MessageData } from '../messaging.schema.ts';
import * as repo from '../messaging.repository.ts';

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
