import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export interface AdminOverview {
  users: { total: number; buyers: number; vendors: number; admins: number; suspended: number };
  pendingVerifications: number;
  products: { total: number; live: number };
  orders: number;
  gmvCents: number;
  escrowHeldCents: number;
  feesEarnedCents: number;
  openDisputes: number;
  /** The last 30 days, oldest first (days without orders may be missing). */
  daily: Array<{ day: string; orders: number; gmvCents: number }>;
}

export function fetchAdminOverview(signal?: AbortSignal): Promise<AdminOverview> {
  return apiFetch<AdminOverview>('/api/admin/overview', signal ? { signal } : {});
}

export const adminOverviewOptions = queryOptions({
  queryKey: ['admin', 'overview'] as const,
  queryFn: ({ signal }) => fetchAdminOverview(signal),
});

export function useAdminOverview() {
  return useQuery(adminOverviewOptions);
}
