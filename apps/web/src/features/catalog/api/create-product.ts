import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductDto, ProductInput } from '@app/shared/catalog';
import { apiFetch } from '../../../lib/api-client';
import { catalogKeys } from './catalog-keys';

export function createProduct(body: ProductInput): Promise<ProductDto> {
  return apiFetch<ProductDto>('/api/vendor/products', { method: 'POST', body });
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.all }),
  });
}
