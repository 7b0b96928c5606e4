import type { NotificationDto } from '@app/shared/auth';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import * as repo from '../notifications.repository.ts';
import { msg } from '@app/shared/error-messages';

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

/** A page of the user's notifications (newest first), with the unread count and the next page's cursor. */
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
