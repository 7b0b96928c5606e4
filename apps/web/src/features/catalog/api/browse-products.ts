import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ProductPage } from '@app/shared/catalog';
import { apiFetch } from '../../../lib/api-client';
import { useDataSaver } from '../../../lib/data-saver';
import type { BrowseFilters } from '../browse-params';
import { catalogKeys } from './catalog-keys';

export const BROWSE_PAGE_SIZE = 12;
/** Data-saver mode: half as many products (and pictures) per page. */
export const DATA_SAVER_PAGE_SIZE = 6;

export function fetchProductPage(
  filters: BrowseFilters,
  cursor: string | null,
  signal?: AbortSignal,
  pageSize = BROWSE_PAGE_SIZE,
): Promise<ProductPage> {
  const search = new URLSearchParams();
  if (filters.q) search.set('q', filters.q);
  if (filters.category !== 'all') search.set('category', filters.category);
  if (filters.country) search.set('country', filters.country);
  if (filters.sort) search.set('sort', filters.sort);
  if (filters.exact && filters.q) search.set('exact', '1');
  if (cursor) search.set('cursor', cursor);
  search.set('limit', String(pageSize));
  return apiFetch<ProductPage>(`/api/products?${search.toString()}`, signal ? { signal } : {});
}

export function browseProductsOptions(filters: BrowseFilters, pageSize = BROWSE_PAGE_SIZE) {
  return infiniteQueryOptions({
    queryKey: [...catalogKeys.browse(filters), pageSize] as const,
    queryFn: ({ pageParam, signal }) => fetchProductPage(filters, pageParam, signal, pageSize),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useBrowseProducts(filters: BrowseFilters) {
  const saver = useDataSaver();
  return useInfiniteQuery(browseProductsOptions(filters, saver ? DATA_SAVER_PAGE_SIZE : BROWSE_PAGE_SIZE));
}
