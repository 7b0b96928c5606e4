import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductDto } from '@app/shared/catalog';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/admin/products/:id/deactivate { reason } (required) or /reactivate. */
export function moderateProduct(input: { id: string; action: 'deactivate' | 'reactivate'; reason: string }) {
  return apiFetch<ProductDto>(`/api/admin/products/${input.id}/${input.action}`, {
    method: 'POST',
    body: { reason: input.reason },
  });
}

export function useModerateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderateProduct,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'products'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'overview'] });
    },
  });
}
