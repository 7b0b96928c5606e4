import { randomUUID } from 'node:crypto';
import { LIMITS } from '@app/shared/constants';
import { msg } from '@app/shared/error-messages';
import { cleanFileName } from '@app/shared/text';
import type { Deps } from '../../../deps.ts';
import { fieldError } from '../../../lib/errors.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { sniffDocument } from '../../verification/verification.service.ts';
import * as repo from '../disputes.repository.ts';

/** An evidence file (PDF, JPG or PNG, checked by its bytes), kept until it is attached to a dispute or a message. */
export async function uploadEvidence(deps: Deps, auth: AuthContext, filename: string, data: Buffer) {
  if (data.length > LIMITS.maxDocumentBytes) throw fieldError('evidence', msg('common.fileTooLarge'));
  const mime = sniffDocument(data);
  if (!mime) throw fieldError('evidence', msg('disputes.notDocument', { file: filename }));
  const id = randomUUID();
  const fileKey = `disputes/${auth.user.id}/${id}`;
  await deps.files.put(fileKey, data, mime);
  const now = deps.clock.now();
  const name = cleanFileName(filename, 'evidence');
  await repo.insertEvidence(deps.db, {
    id,
    uploaderId: auth.user.id,
    filename: name,
    mime,
    bytes: data.length,
    fileKey,
    createdAt: now,
  });
  return { id, filename: name, mime, bytes: data.length, url: `/api/disputes/evidence/${id}` };
}
