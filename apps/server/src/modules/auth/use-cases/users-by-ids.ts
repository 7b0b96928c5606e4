import type { DbOrTx } from '../../../db/client.ts';
import * as repo from '../auth.repository.ts';
import type { UserRow } from '../auth.types.ts';

/** Several users in one query (those that exist; no order). */
export function usersByIds(db: DbOrTx, ids: string[]): Promise<UserRow[]> {
  return repo.findUsersByIds(db, ids);
}
