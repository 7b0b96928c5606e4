import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedIds } from '@app/shared/saved';
import { apiFetch } from '../../../lib/api-client';
import { useAuth } from '../../../app/use-auth';
import { savedKeys } from './saved-keys';
import { unfollowVendor } from './unfollow-vendor';

/** PUT /api/suppliers/:vendorId/follow (idempotent). */
export function followVendor(vendorId: string): Promise<{ ok: true }> {
  return apiFetch<{ ok: true }>(`/api/suppliers/${encodeURIComponent(vendorId)}/follow`, { method: 'PUT' });
}

/** Follows or unfollows, updating the button at once and rolling back if the server refuses. */
export function useToggleFollow() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const key = savedKeys.ids(user?.id ?? '');
  return useMutation({
    mutationFn: ({ vendorId, follow }: { vendorId: string; follow: boolean }) =>
      follow ? followVendor(vendorId) : unfollowVendor(vendorId),
    onMutate: async ({ vendorId, follow }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<SavedIds>(key);
      if (previous) {
        const rest = previous.vendorIds.filter((id) => id !== vendorId);
        queryClient.setQueryData<SavedIds>(key, { ...previous, vendorIds: follow ? [...rest, vendorId] : rest });
      }
      return { previous };
    },
    onError: (_err, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedKeys.all }),
  });
}
