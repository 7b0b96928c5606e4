import type { DbOrTx } from '../../../db/client.ts';
import * as repo from '../auth.repository.ts';

/** The active admins (to notify them). */
export function adminUserIds(db: DbOrTx): Promise<string[]> {
  return repo.adminIds(db);
}
