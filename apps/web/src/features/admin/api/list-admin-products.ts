import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductDto } from '@app/shared/catalog';
import { apiFetch } from '../../../lib/api-client';

export type AdminProduct = ProductDto & { moderated: boolean; moderationReason: string | null };

export function fetchAdminProducts(q: string, signal?: AbortSignal) {
  const qs = q ? `?q=${encodeURIComponent(q)}` : '';
  return apiFetch<{ items: AdminProduct[] }>(`/api/admin/products${qs}`, signal ? { signal } : {});
}

export const adminProductsOptions = (q: string) =>
  queryOptions({
    queryKey: ['admin', 'products', q] as const,
    queryFn: ({ signal }) => fetchAdminProducts(q, signal),
  });

export function useAdminProducts(q: string) {
  return useQuery({ ...adminProductsOptions(q), placeholderData: keepPreviousData });
}
