import type { Deps } from '../../../deps.ts';
import { PRESENCE_TTL_MS } from '../messaging-steps.ts';
import * as repo from '../messaging.repository.ts';

/** Whether the user has an open event stream on any server process. */
export async function isUserConnected(deps: Deps, userId: string): Promise<boolean> {
  return repo.isConnected(deps.db, userId, new Date(deps.clock.now().getTime() - PRESENCE_TTL_MS));
}
