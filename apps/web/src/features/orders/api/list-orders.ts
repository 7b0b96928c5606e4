import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderDto } from '@app/shared/orders';
import { apiFetch } from '../../../lib/api-client';

/** Every orders query starts with this key. */
export const ordersQueryRoot = ['orders'] as const;

export function fetchOrders(signal?: AbortSignal): Promise<{ items: OrderDto[] }> {
  return apiFetch<{ items: OrderDto[] }>('/api/orders', signal ? { signal } : {});
}

/** GET /api/orders: the signed-in buyer's orders, newest first. */
export const ordersQueryOptions = queryOptions({
  queryKey: ['orders', 'mine'] as const,
  queryFn: ({ signal }) => fetchOrders(signal),
});

export function useOrders() {
  return useQuery(ordersQueryOptions);
}
