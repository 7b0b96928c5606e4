import type { DbOrTx } from '../../../db/client.ts';
import type { Deps } from '../../../deps.ts';
import { getUserById } from '../../auth/use-cases/get-user-by-id.ts';
import { isNotificationMailKind, renderNotification, type MailMessage } from '../../mail/mail.service.ts';
import { displayName } from '@app/shared/names';
import type { NotificationKind } from '@app/shared/notifications';
import { preferenceFor } from '../notification-preference.ts';
import * as repo from '../notifications.repository.ts';

/**
 * Records an in-app notification and, when the kind has an e-mail and the user's preferences allow it, e-mails it.
 * Security alerts follow their own switch; everything else also needs the master "emailNotifications" switch.
 */
export async function notify(
  deps: Deps,
  userId: string,
  kind: NotificationKind,
  data: Record<string, unknown> = {},
  tx?: DbOrTx,
  /** Files for the e-mail (when one is sent), e.g. a pro-forma invoice PDF. */
  attachments?: MailMessage['attachments'],
): Promise<void> {
  const db = tx ?? deps.db;
  const user = await getUserById(db, userId);
  if (!user) return;
  await repo.insertNotification(db, { userId, kind, data, createdAt: deps.clock.now() });
  if (!isNotificationMailKind(kind)) return;
  const prefs = user.notificationPreferences;
  const pref = preferenceFor(kind);
  const allowed = pref === 'securityAlerts' ? prefs.securityAlerts : prefs.emailNotifications && prefs[pref];
  if (!allowed) return;
  const mail = renderNotification(
    user.language,
    kind,
    displayName(user.firstName, user.lastName, user.email),
    `${deps.config.publicUrl}${typeof data.link === 'string' && data.link.startsWith('/') ? data.link : '/notifications'}`,
    data,
  );
  await deps.mailer.send(
    { to: user.email, kind: `notification:${kind}`, ...mail, ...(attachments ? { attachments } : {}) },
    db,
  );
}
