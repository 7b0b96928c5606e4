import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductDto } from '@app/shared/catalog';
import { apiFetch } from '../../../lib/api-client';
import { catalogKeys } from './catalog-keys';

/** The caller's own product, for the edit wizard (404 "Product not found", 403 "You can only edit your own products"). */
export function fetchVendorProduct(id: string, signal?: AbortSignal): Promise<ProductDto> {
  return apiFetch<ProductDto>(`/api/vendor/products/${encodeURIComponent(id)}`, signal ? { signal } : {});
}

export function vendorProductOptions(id: string) {
  return queryOptions({
    queryKey: catalogKeys.vendorProduct(id),
    queryFn: ({ signal }) => fetchVendorProduct(id, signal),
    // the form is prefilled once; a background refetch must not overwrite what the vendor is typing
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useVendorProduct(id: string) {
  return useQuery(vendorProductOptions(id));
}
