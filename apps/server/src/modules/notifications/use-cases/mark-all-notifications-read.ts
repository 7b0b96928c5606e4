import type { Deps } from '../../../deps.ts';
import * as repo from '../notifications.repository.ts';

/** Marks all the user's notifications read. */
export async function markAllNotificationsRead(deps: Deps, userId: string): Promise<void> {
  await repo.markAllRead(deps.db, userId, deps.clock.now());
}
