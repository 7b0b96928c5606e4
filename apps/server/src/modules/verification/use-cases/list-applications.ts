import type { ApplicationDto } from '@app/shared/verification';
import type { Deps } from '../../../deps.ts';
import { applicationDtos } from '../application-dto.ts';
import * as repo from '../verification.repository.ts';

/**
 * The admin queue. AWAITING (the default view): every vendor whose verification is open, i.e. whose KYC is pending,
 * oldest first; a status: the applications in that status, newest first.
 */
export async function listApplications(
  deps: Deps,
  status?: repo.AppStatus | 'AWAITING',
): Promise<(ApplicationDto & { documentsCount: number })[]> {
  const dtos = await applicationDtos(deps.db, await repo.listApplications(deps.db, status));
  return dtos.map((dto) => ({ ...dto, documentsCount: dto.documents.length }));
}
