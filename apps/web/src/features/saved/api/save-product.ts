import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedIds } from '@app/shared/saved';
import { apiFetch } from '../../../lib/api-client';
import { useAuth } from '../../../app/use-auth';
import { savedKeys } from './saved-keys';
import { unsaveProduct } from './unsave-product';

/** PUT /api/saved/products/:id (idempotent: the price at the first save is kept). */
export function saveProduct(productId: string): Promise<{ ok: true }> {
  return apiFetch<{ ok: true }>(`/api/saved/products/${encodeURIComponent(productId)}`, { method: 'PUT' });
}

/** Saves or unsaves, updating the hearts at once and rolling back if the server refuses. */
export function useToggleSavedProduct() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const key = savedKeys.ids(user?.id ?? '');
  return useMutation({
    mutationFn: ({ productId, save }: { productId: string; save: boolean }) =>
      save ? saveProduct(productId) : unsaveProduct(productId),
    onMutate: async ({ productId, save }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<SavedIds>(key);
      if (previous) {
        const rest = previous.productIds.filter((id) => id !== productId);
        queryClient.setQueryData<SavedIds>(key, { ...previous, productIds: save ? [...rest, productId] : rest });
      }
      return { previous };
    },
    onError: (_err, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedKeys.all }),
  });
}
