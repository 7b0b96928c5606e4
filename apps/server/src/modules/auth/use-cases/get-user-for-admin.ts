import { msg } from '@app/shared/error-messages';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import * as repo from '../auth.repository.ts';
import { toUserDto } from '../user-dto.ts';

/** One account as the admin sees it: the user and their status. */
export async function getUserForAdmin(deps: Deps, id: string) {
  const u = await repo.findUserById(deps.db, id);
  if (!u) throw new AppError('NOT_FOUND', msg('admin.userNotFound'));
  return { ...toUserDto(u), status: u.status };
}
