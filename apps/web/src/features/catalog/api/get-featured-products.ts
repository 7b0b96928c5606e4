import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductCardDto } from '@app/shared/catalog';
import { apiFetch } from '../../../lib/api-client';
import { catalogKeys } from './catalog-keys';

export function fetchFeaturedProducts(signal?: AbortSignal): Promise<{ items: ProductCardDto[] }> {
  return apiFetch('/api/products/featured', signal ? { signal } : {});
}

export const featuredProductsOptions = queryOptions({
  queryKey: catalogKeys.featured,
  queryFn: ({ signal }) => fetchFeaturedProducts(signal),
});

export function useFeaturedProducts() {
  return useQuery(featuredProductsOptions);
}
