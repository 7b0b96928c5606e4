import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOverviewDto } from '@app/shared/money-figures';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/admin/overview: accounts, trade and money since the start (money from the escrow ledger). */
export type AdminOverview = AdminOverviewDto;

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
