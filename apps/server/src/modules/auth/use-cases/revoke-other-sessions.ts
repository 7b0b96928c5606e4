import type { Deps } from '../../../deps.ts';
import * as repo from '../auth.repository.ts';
import type { AuthContext } from '../auth.types.ts';

export async function revokeOtherSessions(deps: Deps, auth: AuthContext): Promise<number> {
  return repo.deleteUserSessions(deps.db, auth.user.id, auth.sessionId);
}
