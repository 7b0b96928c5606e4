import type { Deps } from '../../../deps.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import * as repo from '../messaging.repository.ts';

/** Messages from the other party the caller has not read yet, over all their threads. */
export async function unreadTotal(deps: Deps, auth: AuthContext): Promise<number> {
  return repo.otherPartyUnreadTotal(deps.db, auth.user.id);
}
