import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileRowDto } from '@app/shared/reliability';
import { apiFetch } from '../../../lib/api-client';
import { reliabilityKeys } from './reliability-keys';

export function fetchProfiles(signal?: AbortSignal) {
  return apiFetch<{ items: ProfileRowDto[] }>('/api/admin/reliability/profiles', signal ? { signal } : {});
}

/** GET /api/admin/reliability/profiles: the most active vendors and buyers with their figures (admins only). */
export const profilesQuery = () =>
  queryOptions({ queryKey: reliabilityKeys.profiles, queryFn: ({ signal }) => fetchProfiles(signal) });

export function useProfiles(enabled: boolean) {
  return useQuery({ ...profilesQuery(), enabled });
}
