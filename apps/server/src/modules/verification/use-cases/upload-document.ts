import { randomUUID } from 'node:crypto';
import { LIMITS } from '@app/shared/constants';
import { msg } from '@app/shared/error-messages';
import { cleanFileName } from '@app/shared/text';
import type { DocumentKind } from '@app/shared/verification';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { sniffDocument } from '../document-type.ts';
import * as repo from '../verification.repository.ts';

/** A document for a coming application, stored privately under the applicant's id. */
export async function uploadDocument(
  deps: Deps,
  auth: AuthContext,
  kind: DocumentKind,
  filename: string,
  data: Buffer,
) {
  if (data.length > LIMITS.maxDocumentBytes)
    throw new AppError('VALIDATION_ERROR', msg('verification.documentTooLarge'), {
      fields: { [kind]: msg('verification.documentTooLarge') },
    });
  const mime = sniffDocument(data);
  if (!mime)
    throw new AppError('VALIDATION_ERROR', msg('disputes.notDocument', { file: filename }), {
      fields: { [kind]: msg('verification.uploadTypes') },
    });
  const id = randomUUID();
  const fileKey = `verification/${auth.user.id}/${id}`;
  await deps.files.put(fileKey, data, mime);
  const name = cleanFileName(filename, 'document');
  await repo.insertDocuments(deps.db, [
    {
      id,
      ownerId: auth.user.id,
      kind,
      filename: name,
      mime,
      bytes: data.length,
      fileKey,
      createdAt: deps.clock.now(),
    },
  ]);
  return { id, kind, filename: name, bytes: data.length, mime, url: `/api/verification/documents/${id}` };
}
