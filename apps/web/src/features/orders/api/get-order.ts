import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderDto } from '@app/shared/orders';
import { apiFetch } from '../../../lib/api-client';

export function fetchOrder(orderId: string, signal?: AbortSignal): Promise<OrderDto> {
  return apiFetch<OrderDto>(`/api/orders/${encodeURIComponent(orderId)}`, signal ? { signal } : {});
}

/** GET /api/orders/:id (the buyer of the order or an admin). */
export function orderQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: ['orders', 'one', orderId] as const,
    queryFn: ({ signal }) => fetchOrder(orderId, signal),
  });
}

export function useOrder(orderId: string) {
  return useQuery(orderQueryOptions(orderId));
}
