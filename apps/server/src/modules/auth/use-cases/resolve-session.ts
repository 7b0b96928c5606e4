import type { Deps } from '../../../deps.ts';
import { sha256 } from '../../../lib/tokens.ts';
import * as repo from '../auth.repository.ts';
import type { AuthContext } from '../auth.types.ts';

const SESSION_TOUCH_MS = 5 * 60_000;

/** The caller behind a session cookie, or null. Suspended users' sessions end at once. */
export async function resolveSession(deps: Deps, token: string | undefined): Promise<AuthContext | null> {
  if (!token || token.length > 200) return null;
  const now = deps.clock.now();
  const found = await repo.findSessionWithUser(deps.db, sha256(token), now);
  if (!found) return null;
  if (found.user.status !== 'active') {
    await repo.deleteUserSessions(deps.db, found.user.id);
    return null;
  }
  if (now.getTime() - found.session.lastSeenAt.getTime() > SESSION_TOUCH_MS) {
    await repo.touchSession(deps.db, found.session.id, now);
  }
  return { user: found.user, sessionId: found.session.id };
}
