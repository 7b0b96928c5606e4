import type { NotificationDto } from '@app/shared/auth';
import type { NotificationPreferenceKey } from '@app/shared/constants';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { getUserById } from '../auth/use-cases/get-user-by-id.ts';
import { isNotificationMailKind, renderNotification, type MailMessage } from '../mail/mail.service.ts';
import { displayName } from '@app/shared/names';
import * as repo from './notifications.repository.ts';
import { msg } from '@app/shared/error-messages';
import type { NotificationKind } from '@app/shared/notifications';

/** Which preference governs e-mail for a notification kind. */
export function preferenceFor(kind: string): NotificationPreferenceKey {
  if (kind.startsWith('security.')) return 'securityAlerts';
  if (kind.startsWith('order.') || kind.startsWith('shipment.') || kind.startsWith('escrow.')) return 'orderUpdates';
  if (kind.startsWith('marketing.')) return 'marketingEmails';
  return 'emailNotifications';
}

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

function toDto(row: repo.NotificationRow): NotificationDto {
  return {
    id: row.id,
    kind: row.kind,
    data: row.data,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

function parseCursor(cursor: string | undefined): { createdAt: Date; id: string } | undefined {
  if (!cursor) return undefined;
  const [iso, id] = cursor.split('|');
  const createdAt = new Date(iso ?? '');
  if (!id || Number.isNaN(createdAt.getTime()))
    throw new AppError('VALIDATION_ERROR', msg('catalog.invalidCursor'), {
      fields: { cursor: msg('catalog.invalidCursor') },
    });
  return { createdAt, id };
}

export async function listNotifications(deps: Deps, userId: string, opts: { cursor?: string; limit: number }) {
  const rows = await repo.listForUser(deps.db, userId, opts.limit + 1, parseCursor(opts.cursor));
  const page = rows.slice(0, opts.limit);
  const last = page[page.length - 1];
  return {
    items: page.map(toDto),
    unreadCount: await repo.countUnread(deps.db, userId),
    nextCursor: rows.length > opts.limit && last ? `${last.createdAt.toISOString()}|${last.id}` : null,
  };
}

export async function markNotificationRead(deps: Deps, userId: string, id: string): Promise<void> {
  const changed = await repo.markRead(deps.db, userId, id, deps.clock.now());
  if (changed === 0 && !(await repo.exists(deps.db, userId, id))) {
    throw new AppError('NOT_FOUND', msg('notifications.notFound'));
  }
}

export async function markAllNotificationsRead(deps: Deps, userId: string): Promise<void> {
  await repo.markAllRead(deps.db, userId, deps.clock.now());
}
