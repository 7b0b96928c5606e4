import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfilingStatsDto } from '@app/shared/reliability';
import { apiFetch } from '../../../lib/api-client';
import { reliabilityKeys } from './reliability-keys';

export function fetchProfilingStats(signal?: AbortSignal) {
  return apiFetch<ProfilingStatsDto>('/api/reliability/stats', signal ? { signal } : {});
}

/** GET /api/reliability/stats: the platform-wide Profiling tiles (public, no one's personal figures). */
export const profilingStatsQuery = () =>
  queryOptions({ queryKey: reliabilityKeys.stats, queryFn: ({ signal }) => fetchProfilingStats(signal) });

export function useProfilingStats() {
  return useQuery(profilingStatsQuery());
}
