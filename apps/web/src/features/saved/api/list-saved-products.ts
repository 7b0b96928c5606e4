import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedProductDto } from '@app/shared/saved';
import { apiFetch } from '../../../lib/api-client';
import { useAuth } from '../../../app/use-auth';
import { savedKeys } from './saved-keys';

export function fetchSavedProducts(signal?: AbortSignal): Promise<{ items: SavedProductDto[] }> {
  return apiFetch<{ items: SavedProductDto[] }>('/api/saved/products', signal ? { signal } : {});
}

/** GET /api/saved/products: the saved products with availability and price changes, newest save first. */
export function useSavedProducts() {
  const { user } = useAuth();
  return useQuery({
    ...queryOptions({
      queryKey: savedKeys.products(user?.id ?? ''),
      queryFn: ({ signal }) => fetchSavedProducts(signal),
    }),
    enabled: Boolean(user),
  });
}
