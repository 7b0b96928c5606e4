import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DisputeOptionDto } from '@app/shared/disputes';
import { apiFetch } from '../../../lib/api-client';
import { disputeOptionsKey } from './dispute-keys';

export function fetchDisputeOptions(orderId: string, signal?: AbortSignal) {
  return apiFetch<{ items: DisputeOptionDto[] }>(
    `/api/disputes/order/${encodeURIComponent(orderId)}`,
    signal ? { signal } : {},
  );
}

/** GET /api/disputes/order/:orderId: per vendor order, may the buyer open a dispute now (or the one open). */
export const disputeOptionsQuery = (orderId: string) =>
  queryOptions({ queryKey: disputeOptionsKey(orderId), queryFn: ({ signal }) => fetchDisputeOptions(orderId, signal) });

export function useDisputeOptions(orderId: string) {
  return useQuery(disputeOptionsQuery(orderId));
}
