import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionDto } from '@app/shared/auth';
import { apiFetch } from '../../../lib/api-client';

export const sessionsQueryKey = ['me', 'sessions'] as const;

export function fetchSessions(signal?: AbortSignal): Promise<SessionDto[]> {
  return apiFetch<SessionDto[]>('/api/me/sessions', signal ? { signal } : {});
}

export const sessionsQueryOptions = queryOptions({
  queryKey: sessionsQueryKey,
  queryFn: ({ signal }) => fetchSessions(signal),
});

export function useSessions() {
  return useQuery(sessionsQueryOptions);
}
