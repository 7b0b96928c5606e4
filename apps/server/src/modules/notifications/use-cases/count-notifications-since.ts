import type { NotificationKind } from '@app/shared/notifications';
import type { DbOrTx } from '../../../db/client.ts';
import * as repo from '../notifications.repository.ts';

/** How many notifications of `kind` a user got since `since` (e.g. the buying requests a vendor was matched to). */
export function countNotificationsSince(
  db: DbOrTx,
  userId: string,
  kind: NotificationKind,
  since: Date,
): Promise<number> {
  return repo.countKindSince(db, userId, kind, since);
}
