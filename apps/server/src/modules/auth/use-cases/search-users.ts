import { msg } from '@app/shared/error-messages';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import * as repo from '../auth.repository.ts';
import { toUserDto } from '../user-dto.ts';

/** The admin's user list: newest first, searched by e-mail, names or company, a page at a time (opaque cursor). */
export async function searchUsers(deps: Deps, q: string | undefined, cursor: string | undefined, limit: number) {
  let after: { createdAt: Date; id: string } | undefined;
  if (cursor) {
    const [t, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
    const at = new Date(t ?? '');
    if (!id || Number.isNaN(at.getTime())) throw new AppError('VALIDATION_ERROR', msg('catalog.invalidCursor'));
    after = { createdAt: at, id };
  }
  const rows = await repo.searchUsers(deps.db, { q, after, limit: limit + 1 });
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    items: page.map((u) => ({ ...toUserDto(u), status: u.status })),
    nextCursor:
      rows.length > limit && last
        ? Buffer.from(`${last.createdAt.toISOString()}|${last.id}`).toString('base64url')
        : null,
  };
}
