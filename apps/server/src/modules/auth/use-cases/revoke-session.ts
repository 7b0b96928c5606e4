import { msg } from '@app/shared/error-messages';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import * as repo from '../auth.repository.ts';
import type { AuthContext } from '../auth.types.ts';

export async function revokeSession(deps: Deps, auth: AuthContext, sessionId: string): Promise<void> {
  const n = await repo.deleteSession(deps.db, sessionId, auth.user.id);
  if (n === 0) throw new AppError('NOT_FOUND', msg('auth.sessionNotFound'));
}
