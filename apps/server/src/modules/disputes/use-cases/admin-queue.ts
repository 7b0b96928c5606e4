import type { AdminDisputeFilter, AdminDisputeQueueDto } from '@app/shared/disputes';
import type { Deps } from '../../../deps.ts';
import { summaries } from '../dispute-steps.ts';
import * as repo from '../disputes.repository.ts';

/** The admin queue (see repo.adminQueue for the order) with the count of disputes per status. */
export async function adminQueue(deps: Deps, filter: AdminDisputeFilter | undefined): Promise<AdminDisputeQueueDto> {
  const [rows, counts] = await Promise.all([repo.adminQueue(deps.db, filter), repo.countByStatus(deps.db)]);
  return { items: await summaries(deps.db, rows), counts };
}
