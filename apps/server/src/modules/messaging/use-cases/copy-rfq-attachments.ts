import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '../../../db/client.ts';
import * as repo from '../messaging.repository.ts';

/** A reposted request keeps its files: new rows for the copy, the same stored files. */
export async function copyRfqAttachments(db: DbOrTx, fromRfqId: string, toRfqId: string, now: Date): Promise<void> {
  for (const a of await repo.attachmentsOfRfqs(db, [fromRfqId]))
    await repo.insertAttachment(db, { ...a, id: randomUUID(), rfqId: toRfqId, createdAt: now });
}
