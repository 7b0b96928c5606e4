import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DisputeDto } from '@app/shared/disputes';
import { apiFetch } from '../../../lib/api-client';
import { disputeKey } from './dispute-keys';

export function fetchDispute(id: string, signal?: AbortSignal): Promise<DisputeDto> {
  return apiFetch<DisputeDto>(`/api/disputes/${encodeURIComponent(id)}`, signal ? { signal } : {});
}

/** GET /api/disputes/:id: the buyer, the vendor of the order, or an admin. */
export const disputeQueryOptions = (id: string) =>
  queryOptions({ queryKey: disputeKey(id), queryFn: ({ signal }) => fetchDispute(id, signal) });

export function useDispute(id: string) {
  return useQuery(disputeQueryOptions(id));
}
