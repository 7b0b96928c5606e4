import type { DisputeSummaryDto } from '@app/shared/disputes';
import type { Deps } from '../../../deps.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { summaries } from '../dispute-steps.ts';
import * as repo from '../disputes.repository.ts';

/** The caller's disputes: as the buyer who opened them, or as the vendor who received them. */
export async function myDisputes(
  deps: Deps,
  auth: AuthContext,
  as: 'buyer' | 'vendor' | 'any',
): Promise<DisputeSummaryDto[]> {
  return summaries(deps.db, await repo.disputesOfUser(deps.db, auth.user.id, as));
}
