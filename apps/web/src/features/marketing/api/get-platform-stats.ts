import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlatformStatsDto } from '@app/shared/platform-stats';
import { apiFetch } from '../../../lib/api-client';

export function fetchPlatformStats(signal?: AbortSignal): Promise<PlatformStatsDto> {
  return apiFetch<PlatformStatsDto>('/api/platform/stats', signal ? { signal } : {});
}

export const platformStatsOptions = () =>
  queryOptions({
    queryKey: ['platform', 'stats'] as const,
    queryFn: ({ signal }) => fetchPlatformStats(signal),
    // The server lets caches keep the figures five minutes; the page need not ask more often.
    staleTime: 5 * 60_000,
  });

/** GET /api/platform/stats: vendors, products, countries and reviews, counted from the database. */
export function usePlatformStats() {
  return useQuery(platformStatsOptions());
}
