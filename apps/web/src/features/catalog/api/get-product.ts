import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductDto } from '@app/shared/catalog';
import { apiFetch } from '../../../lib/api-client';
import { catalogKeys } from './catalog-keys';

export function fetchProduct(id: string, signal?: AbortSignal): Promise<ProductDto> {
  return apiFetch<ProductDto>(`/api/products/${encodeURIComponent(id)}`, signal ? { signal } : {});
}

export function productOptions(id: string) {
  return queryOptions({
    queryKey: catalogKeys.product(id),
    queryFn: ({ signal }) => fetchProduct(id, signal),
  });
}

export function useProduct(id: string) {
  return useQuery(productOptions(id));
}
