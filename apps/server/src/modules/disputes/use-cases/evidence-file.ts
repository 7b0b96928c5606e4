import { msg } from '@app/shared/error-messages';
import type { Deps } from '../../../deps.ts';
import { isAdmin } from '../../../http/access.ts';
import { AppError } from '../../../lib/errors.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import * as repo from '../disputes.repository.ts';

/** An evidence file: before it is attached, its uploader; then the dispute's buyer and vendor, and admins. */
export async function evidenceFile(
  deps: Deps,
  auth: AuthContext,
  id: string,
): Promise<{ filename: string; mime: string; data: Buffer }> {
  const e = await repo.findEvidence(deps.db, id);
  if (!e) throw new AppError('NOT_FOUND', msg('common.fileNotFound'));
  let allowed = e.uploaderId === auth.user.id || isAdmin(auth);
  if (!allowed && e.disputeId) {
    const d = await repo.findDispute(deps.db, e.disputeId);
    allowed = !!d && (d.buyerId === auth.user.id || d.vendorId === auth.user.id);
  }
  if (!allowed) throw new AppError('NOT_FOUND', msg('common.fileNotFound'));
  const data = await deps.files.get(e.fileKey);
  if (!data) throw new AppError('NOT_FOUND', msg('common.fileNotFound'));
  return { filename: e.filename, mime: e.mime, data };
}
