import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VendorOrderDto } from '@app/shared/orders';
import { apiFetch } from '../../../lib/api-client';

export const vendorOrdersQueryKey = ['orders', 'vendor'] as const;

export function fetchVendorOrders(signal?: AbortSignal): Promise<{ items: VendorOrderDto[] }> {
  return apiFetch<{ items: VendorOrderDto[] }>('/api/vendor/orders', signal ? { signal } : {});
}

/** GET /api/vendor/orders: the signed-in vendor's part of each order. */
export const vendorOrdersQueryOptions = queryOptions({
  queryKey: vendorOrdersQueryKey,
  queryFn: ({ signal }) => fetchVendorOrders(signal),
});

export function useVendorOrders() {
  return useQuery(vendorOrdersQueryOptions);
}
