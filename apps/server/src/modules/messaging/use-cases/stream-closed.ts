import type { Deps } from '../../../deps.ts';
import * as repo from '../messaging.repository.ts';

/** Presence: an event stream closed. */
export async function streamClosed(deps: Deps, connectionId: string): Promise<void> {
  await repo.deleteConnection(deps.db, connectionId);
}
