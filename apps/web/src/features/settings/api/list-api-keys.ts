import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export interface ApiKeyDto {
  id: string;
  name: string;
  /** The first characters of the key, to recognise it. */
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export const apiKeysQueryKey = ['me', 'api-keys'] as const;

export function fetchApiKeys(signal?: AbortSignal): Promise<{ items: ApiKeyDto[] }> {
  return apiFetch<{ items: ApiKeyDto[] }>('/api/me/api-keys', signal ? { signal } : {});
}

/** GET /api/me/api-keys (vendor): the caller's API keys for the shipping integration. */
export const apiKeysQueryOptions = queryOptions({
  queryKey: apiKeysQueryKey,
  queryFn: ({ signal }) => fetchApiKeys(signal),
});

export function useApiKeys() {
  return useQuery(apiKeysQueryOptions);
}
