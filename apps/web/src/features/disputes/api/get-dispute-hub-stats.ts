import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DisputeHubStatsDto } from '@app/shared/disputes';
import { apiFetch } from '../../../lib/api-client';
import { disputeHubStatsKey } from './dispute-keys';

export function fetchDisputeHubStats(signal?: AbortSignal): Promise<DisputeHubStatsDto> {
  return apiFetch<DisputeHubStatsDto>('/api/disputes/stats', signal ? { signal } : {});
}

/** GET /api/disputes/stats: the public dispute counts of the /ai Dispute resolution tab. */
export const disputeHubStatsQuery = () =>
  queryOptions({ queryKey: disputeHubStatsKey, queryFn: ({ signal }) => fetchDisputeHubStats(signal) });

export function useDisputeHubStats() {
  return useQuery(disputeHubStatsQuery());
}
