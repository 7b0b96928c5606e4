import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import * as repo from '../notifications.repository.ts';
import { msg } from '@app/shared/error-messages';

/** Marks one of the user's notifications read (NOT_FOUND when it is not theirs). */
export async function markNotificationRead(deps: Deps, userId: string, id: string): Promise<void> {
  const changed = await repo.markRead(deps.db, userId, id, deps.clock.now());
  if (changed === 0 && !(await repo.exists(deps.db, userId, id))) {
    throw new AppError('NOT_FOUND', msg('notifications.notFound'));
  }
}
