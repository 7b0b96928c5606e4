import { msg } from '@app/shared/error-messages';
import type { Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/errors.ts';
import * as repo from '../messaging.repository.ts';

/**
 * Files the buyer uploaded (POST /api/messaging/attachments) join their buying request, in the caller's transaction:
 * only their own, not yet sent in a message nor attached to another request.
 */
export async function attachToRfq(tx: Tx, ownerId: string, ids: string[], rfqId: string): Promise<void> {
  if (ids.length === 0) return;
  const files = await repo.pendingAttachments(tx, ownerId, ids);
  if (files.length !== new Set(ids).size)
    throw new AppError('VALIDATION_ERROR', msg('messaging.attachmentNotFound'), {
      fields: { attachmentIds: msg('messaging.attachAgain') },
    });
  await repo.attachToRfq(tx, ids, rfqId);
}
