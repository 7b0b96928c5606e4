import type { Deps } from '../../../deps.ts';
import * as repo from '../messaging.repository.ts';

/** Presence: an event stream opened (recorded in the database so every process sees it). */
export async function streamOpened(deps: Deps, connectionId: string, userId: string): Promise<void> {
  await repo.upsertConnection(deps.db, connectionId, userId, deps.clock.now());
}
