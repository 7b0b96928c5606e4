import type { DbOrTx } from '../../../db/client.ts';
import type { AttachmentRow } from '../messaging.repository.ts';
import * as repo from '../messaging.repository.ts';

/** The files of these buying requests, oldest first (the rfqs module decides who may read them). */
export function rfqAttachments(db: DbOrTx, rfqIds: string[]): Promise<AttachmentRow[]> {
  return repo.attachmentsOfRfqs(db, rfqIds);
}
