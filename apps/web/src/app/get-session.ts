import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserDto } from '@app/shared/auth';
import { apiFetch } from '../lib/api-client';

export interface SessionAnswer {
  user: UserDto | null;
  csrfToken: string;
}

export const sessionQueryKey = ['auth', 'session'] as const;

export function fetchSession(signal?: AbortSignal): Promise<SessionAnswer> {
  return apiFetch<SessionAnswer>('/api/auth/session', signal ? { signal } : {});
}

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: ({ signal }) => fetchSession(signal),
  staleTime: 60_000,
  retry: 1,
  refetchOnWindowFocus: true,
});

export function useSession() {
  return useQuery(sessionQueryOptions);
}
