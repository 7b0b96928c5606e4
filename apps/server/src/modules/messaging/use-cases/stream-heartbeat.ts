import type { Deps } from '../../../deps.ts';
import { PRESENCE_TTL_MS } from '../messaging-steps.ts';
import * as repo from '../messaging.repository.ts';

/** Presence: an open event stream is still there; long-stale rows (a process that died) are pruned on the way. */
export async function streamHeartbeat(deps: Deps, connectionId: string, userId: string): Promise<void> {
  const now = deps.clock.now();
  await repo.upsertConnection(deps.db, connectionId, userId, now);
  await repo.pruneConnections(deps.db, new Date(now.getTime() - 10 * PRESENCE_TTL_MS));
}
