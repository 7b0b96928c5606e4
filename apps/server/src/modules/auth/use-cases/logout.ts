import type { Deps } from '../../../deps.ts';
import * as repo from '../auth.repository.ts';
import type { AuthContext } from '../auth.types.ts';

/** Ends the caller's session (nothing to do without one). */
export async function logout(deps: Deps, auth: AuthContext | null): Promise<void> {
  if (!auth) return;
  await repo.deleteSession(deps.db, auth.sessionId);
}
