import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductDto } from '@app/shared/catalog';
import { apiFetch } from '../../../lib/api-client';
import { catalogKeys } from './catalog-keys';

export function deleteProduct(id: string): Promise<{ ok: true }> {
  return apiFetch(`/api/vendor/products/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: (_answer, id) => {
      // drop the row at once, then refresh lists, stats and the public catalogue
      queryClient.setQueryData<{ items: ProductDto[] }>(catalogKeys.vendorProducts, (prev) =>
        prev ? { items: prev.items.filter((p) => p.id !== id) } : prev,
      );
      queryClient.removeQueries({ queryKey: catalogKeys.product(id) });
      queryClient.removeQueries({ queryKey: catalogKeys.vendorProduct(id) });
      return queryClient.invalidateQueries({ queryKey: catalogKeys.all });
    },
  });
}
