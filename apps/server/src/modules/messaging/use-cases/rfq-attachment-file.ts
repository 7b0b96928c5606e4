import { msg } from '@app/shared/error-messages';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import * as repo from '../messaging.repository.ts';

/**
 * A buying request's file, for a reader the rfqs module has already let in (the request's buyer, a vendor of its
 * category, an admin): 404 unless the file belongs to that request.
 */
export async function rfqAttachmentFile(
  deps: Deps,
  rfqId: string,
  id: string,
): Promise<{ filename: string; mime: string; data: Buffer }> {
  const a = await repo.findAttachment(deps.db, id);
  if (!a || a.rfqId !== rfqId) throw new AppError('NOT_FOUND', msg('common.fileNotFound'));
  const data = await deps.files.get(a.fileKey);
  if (!data) throw new AppError('NOT_FOUND', msg('common.fileNotFound'));
  return { filename: a.filename, mime: a.mime, data };
}
