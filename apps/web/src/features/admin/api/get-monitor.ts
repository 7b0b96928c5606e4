import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HealthResponse } from '@app/shared/auth';
import { apiFetch } from '../../../lib/api-client';

export const MONITOR_REFRESH_MS = 10_000;

export function fetchMonitor(signal?: AbortSignal): Promise<HealthResponse> {
  return apiFetch<HealthResponse>('/api/admin/monitor', signal ? { signal } : {});
}

export const monitorOptions = queryOptions({
  queryKey: ['admin', 'monitor'] as const,
  queryFn: ({ signal }) => fetchMonitor(signal),
  refetchInterval: MONITOR_REFRESH_MS,
  refetchIntervalInBackground: false,
  staleTime: 0,
});

export function useMonitor() {
  return useQuery(monitorOptions);
}
