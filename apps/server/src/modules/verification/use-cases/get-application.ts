import { msg } from '@app/shared/error-messages';
import type { ApplicationDto } from '@app/shared/verification';
import type { Deps } from '../../../deps.ts';
import { isAdmin } from '../../../http/access.ts';
import { AppError } from '../../../lib/errors.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { applicationDtos } from '../application-dto.ts';
import * as repo from '../verification.repository.ts';

/** One application: its applicant or an admin; anyone else gets "not found". */
export async function getApplication(deps: Deps, auth: AuthContext, id: string): Promise<ApplicationDto> {
  const app = await repo.findApplication(deps.db, id);
  if (!app || (app.userId !== auth.user.id && !isAdmin(auth)))
    throw new AppError('NOT_FOUND', msg('verification.applicationNotFound'));
  return (await applicationDtos(deps.db, [app]))[0]!;
}
