import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminDisputeFilter, AdminDisputeQueueDto } from '@app/shared/disputes';
import { apiFetch } from '../../../lib/api-client';
import { adminDisputesKey } from './dispute-keys';

/** '' is every dispute, resolved ones included. */
export type AdminQueueFilter = AdminDisputeFilter | '';

export function fetchAdminDisputes(filter: AdminQueueFilter, signal?: AbortSignal) {
  return apiFetch<AdminDisputeQueueDto>(
    `/api/admin/disputes${filter ? `?status=${filter}` : ''}`,
    signal ? { signal } : {},
  );
}

/**
 * GET /api/admin/disputes?status=: the admin queue and the count per status. UNRESOLVED (the default view): every
 * dispute not resolved, newest first; one status or all: escalated first.
 */
export const adminDisputesOptions = (filter: AdminQueueFilter) =>
  queryOptions({ queryKey: adminDisputesKey(filter), queryFn: ({ signal }) => fetchAdminDisputes(filter, signal) });

export function useAdminDisputes(filter: AdminQueueFilter) {
  return useQuery({ ...adminDisputesOptions(filter), placeholderData: keepPreviousData });
}
