import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export interface BuyerStats {
  totalOrders: number;
  activeOrders: number;
  totalSpentCents: number;
  inEscrowCents: number;
}

export function fetchOrderStats(signal?: AbortSignal): Promise<BuyerStats> {
  return apiFetch<BuyerStats>('/api/orders/stats', signal ? { signal } : {});
}

/** GET /api/orders/stats: the buyer's dashboard figures. */
export const orderStatsQueryOptions = queryOptions({
  queryKey: ['orders', 'stats'] as const,
  queryFn: ({ signal }) => fetchOrderStats(signal),
});

export function useOrderStats() {
  return useQuery(orderStatsQueryOptions);
}
