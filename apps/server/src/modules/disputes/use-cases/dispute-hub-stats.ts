import type { DisputeHubStatsDto } from '@app/shared/disputes';
import type { Deps } from '../../../deps.ts';
import * as repo from '../disputes.repository.ts';

/** The public tiles of the /ai Dispute resolution tab: totals only. */
export async function disputeHubStats(deps: Deps): Promise<DisputeHubStatsDto> {
  const since = new Date(deps.clock.now().getTime() - 30 * 24 * 3_600_000);
  const c = await repo.hubCounts(deps.db, since);
  return {
    open: c.open,
    awaitingVendor: c.awaitingVendor,
    escalated: c.escalated,
    resolvedLast30Days: c.resolvedRecently,
  };
}
