import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { apiKeysQueryKey, type ApiKeyDto } from './list-api-keys';

/** POST /api/me/api-keys: the answer carries the full key, shown once. */
export function createApiKey(name: string): Promise<ApiKeyDto & { key: string }> {
  return apiFetch<ApiKeyDto & { key: string }>('/api/me/api-keys', { method: 'POST', body: { name } });
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
}
