import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DisputeStatus, DisputeSummaryDto } from '@app/shared/disputes';
import { apiFetch } from '../../../lib/api-client';
import { adminDisputesKey } from './dispute-keys';

export function fetchAdminDisputes(status: DisputeStatus | '', signal?: AbortSignal) {
  return apiFetch<{ items: DisputeSummaryDto[] }>(
    `/api/admin/disputes${status ? `?status=${status}` : ''}`,
    signal ? { signal } : {},
  );
}

/** GET /api/admin/disputes?status=: the admin queue (escalated first). */
export const adminDisputesOptions = (status: DisputeStatus | '') =>
  queryOptions({ queryKey: adminDisputesKey(status), queryFn: ({ signal }) => fetchAdminDisputes(status, signal) });

export function useAdminDisputes(status: DisputeStatus | '') {
  return useQuery({ ...adminDisputesOptions(status), placeholderData: keepPreviousData });
}
