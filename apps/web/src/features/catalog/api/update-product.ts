import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductDto, ProductInput } from '@app/shared/catalog';
import { apiFetch } from '../../../lib/api-client';
import { catalogKeys } from './catalog-keys';

export function updateProduct({ id, body }: { id: string; body: ProductInput }): Promise<ProductDto> {
  return apiFetch<ProductDto>(`/api/vendor/products/${encodeURIComponent(id)}`, { method: 'PUT', body });
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: (product) => {
      queryClient.setQueryData(catalogKeys.vendorProduct(product.id), product);
      return queryClient.invalidateQueries({ queryKey: catalogKeys.all });
    },
  });
}
