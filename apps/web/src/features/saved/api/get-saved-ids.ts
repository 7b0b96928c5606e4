import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedIds } from '@app/shared/saved';
import { apiFetch } from '../../../lib/api-client';
import { useAuth } from '../../../app/use-auth';
import { savedKeys } from './saved-keys';

export function fetchSavedIds(signal?: AbortSignal): Promise<SavedIds> {
  return apiFetch<SavedIds>('/api/saved/ids', signal ? { signal } : {});
}

export function savedIdsOptions(userId: string) {
  return queryOptions({
    queryKey: savedKeys.ids(userId),
    queryFn: ({ signal }) => fetchSavedIds(signal),
    staleTime: 60_000,
  });
}

/** GET /api/saved/ids: the products saved and vendors followed by the signed-in user (hearts and follow buttons). */
export function useSavedIds() {
  const { user } = useAuth();
  return useQuery({ ...savedIdsOptions(user?.id ?? ''), enabled: Boolean(user) });
}
