import type { SessionDto } from '@app/shared/auth';
import type { Deps } from '../../../deps.ts';
import * as repo from '../auth.repository.ts';
import type { AuthContext } from '../auth.types.ts';

export async function listSessions(deps: Deps, auth: AuthContext): Promise<SessionDto[]> {
  const rows = await repo.listUserSessions(deps.db, auth.user.id, deps.clock.now());
  return rows.map((s) => ({
    id: s.id,
    userAgent: s.userAgent,
    ip: s.ip,
    createdAt: s.createdAt.toISOString(),
    lastSeenAt: s.lastSeenAt.toISOString(),
    current: s.id === auth.sessionId,
  }));
}
