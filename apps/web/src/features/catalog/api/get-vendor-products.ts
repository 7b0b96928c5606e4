import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductDto } from '@app/shared/catalog';
import { apiFetch } from '../../../lib/api-client';
import { catalogKeys } from './catalog-keys';

export function fetchVendorProducts(signal?: AbortSignal): Promise<{ items: ProductDto[] }> {
  return apiFetch('/api/vendor/products', signal ? { signal } : {});
}

export const vendorProductsOptions = queryOptions({
  queryKey: catalogKeys.vendorProducts,
  queryFn: ({ signal }) => fetchVendorProducts(signal),
});

export function useVendorProducts() {
  return useQuery(vendorProductsOptions);
}
