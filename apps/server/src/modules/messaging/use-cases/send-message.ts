import type { z } from 'zod';
import { msg } from '@app/shared/error-messages';
import type { MessageDto, sendMessageInput } from '@app/shared/messaging';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { getUserById } from '../../auth/auth.service.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { messageDtos, partyName, preview } from '../message-dto.ts';
import { assertSendRate } from '../messaging-steps.ts';
import * as repo from '../messaging.repository.ts';
import { appendMessage } from './append-message.ts';
import { conversationOfParty } from './conversation-of-party.ts';
import { notifyRecipient } from './notify-recipient.ts';

type SendInput = z.output<typeof sendMessageInput>;

/** A party of the thread writes (or attaches files); the other party is notified when away. */
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
