import { msg } from '@app/shared/error-messages';
import type { Deps } from '../../../deps.ts';
import { isAdmin } from '../../../http/access.ts';
import { AppError } from '../../../lib/errors.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { roleIn } from '../messaging-steps.ts';
import * as repo from '../messaging.repository.ts';

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
