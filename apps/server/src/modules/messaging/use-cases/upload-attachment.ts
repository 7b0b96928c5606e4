import { randomUUID } from 'node:crypto';
import { msg } from '@app/shared/error-messages';
import { MESSAGE_LIMITS, type AttachmentDto } from '@app/shared/messaging';
import { cleanFileName } from '@app/shared/text';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { toAttachmentDto } from '../message-dto.ts';
import { sniffAttachment } from '../messaging-steps.ts';
import * as repo from '../messaging.repository.ts';

/** A file uploaded before its message is sent: kept for its owner until a message takes it. */
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
  return toAttachmentDto({ ...row, conversationId: null, messageId: null, rfqId: null });
}
