import { msg } from '@app/shared/error-messages';
import type { Deps } from '../../../deps.ts';
import { isAdmin } from '../../../http/access.ts';
import { AppError } from '../../../lib/errors.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import * as repo from '../verification.repository.ts';

/** A document as an attachment: its owner (the applicant) or an admin. */
export async function documentFile(
  deps: Deps,
  auth: AuthContext,
  id: string,
): Promise<{ filename: string; mime: string; data: Buffer }> {
  const doc = await repo.findDocument(deps.db, id);
  if (!doc || (doc.ownerId !== auth.user.id && !isAdmin(auth)))
    throw new AppError('NOT_FOUND', msg('verification.documentNotFound'));
  const data = await deps.files.get(doc.fileKey);
  if (!data) throw new AppError('NOT_FOUND', msg('verification.documentNotFound'));
  return { filename: doc.filename, mime: doc.mime, data };
}
