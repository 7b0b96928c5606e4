import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeeTiersDto } from '@app/shared/payments';
import { apiFetch } from '../../../lib/api-client';

export const feeTiersQueryKey = ['admin', 'fee-tiers'] as const;

export function fetchFeeTiers(signal?: AbortSignal) {
  return apiFetch<FeeTiersDto>('/api/admin/fee-tiers', signal ? { signal } : {});
}

/** GET /api/admin/fee-tiers: the buyer fee tier table in force. */
export const feeTiersOptions = queryOptions({
  queryKey: feeTiersQueryKey,
  queryFn: ({ signal }) => fetchFeeTiers(signal),
});

export function useFeeTiers() {
  return useQuery(feeTiersOptions);
}
