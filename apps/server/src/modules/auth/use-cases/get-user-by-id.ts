import type { DbOrTx } from '../../../db/client.ts';
import * as repo from '../auth.repository.ts';
import type { UserRow } from '../auth.types.ts';

/**
 * A user by id, or undefined. Other modules (notifications among them) import this file directly: it imports nothing
 * that notifies, so auth and notifications do not import each other in a cycle.
 */
export function getUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  return repo.findUserById(db, id);
}
