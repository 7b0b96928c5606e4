import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationDto } from '@app/shared/verification';
import { apiFetch } from '../../../lib/api-client';

export const onboardingQueryKey = ['onboarding', 'applications'] as const;

/** GET /api/vendor/onboarding: the caller's applications, newest first. */
export function fetchApplications(signal?: AbortSignal): Promise<{ items: ApplicationDto[] }> {
  return apiFetch<{ items: ApplicationDto[] }>('/api/vendor/onboarding', signal ? { signal } : {});
}

export const applicationsQueryOptions = queryOptions({
  queryKey: onboardingQueryKey,
  queryFn: ({ signal }) => fetchApplications(signal),
});

export function useApplications(enabled: boolean) {
  return useQuery({ ...applicationsQueryOptions, enabled });
}
