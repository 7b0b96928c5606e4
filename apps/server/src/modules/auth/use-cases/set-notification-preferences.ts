import type { NotificationPreferences } from '@app/shared/auth';
import type { Deps } from '../../../deps.ts';
import * as repo from '../auth.repository.ts';
import type { AuthContext } from '../auth.types.ts';

export async function setNotificationPreferences(deps: Deps, auth: AuthContext, prefs: NotificationPreferences) {
  const updated = await repo.updateUser(deps.db, auth.user.id, { notificationPreferences: prefs });
  return updated!.notificationPreferences;
}
