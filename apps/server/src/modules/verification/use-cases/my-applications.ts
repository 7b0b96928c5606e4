import type { ApplicationDto } from '@app/shared/verification';
import type { Deps } from '../../../deps.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { applicationDtos } from '../application-dto.ts';
import * as repo from '../verification.repository.ts';

/** The caller's own applications, newest first. */
export async function myApplications(deps: Deps, auth: AuthContext): Promise<ApplicationDto[]> {
  return applicationDtos(deps.db, await repo.applicationsOf(deps.db, auth.user.id));
}
