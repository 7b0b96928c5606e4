import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { apiKeysQueryKey } from './list-api-keys';

/** DELETE /api/me/api-keys/:id: the key stops working at once. */
export function revokeApiKey(id: string): Promise<{ ok: true }> {
  return apiFetch<{ ok: true }>(`/api/me/api-keys/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
}
