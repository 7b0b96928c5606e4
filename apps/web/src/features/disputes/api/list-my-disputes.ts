import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DisputeSummaryDto } from '@app/shared/disputes';
import { apiFetch } from '../../../lib/api-client';
import { myDisputesKey } from './dispute-keys';

export function fetchMyDisputes(as: 'buyer' | 'vendor' | 'any', signal?: AbortSignal) {
  return apiFetch<{ items: DisputeSummaryDto[] }>(`/api/disputes?as=${as}`, signal ? { signal } : {});
}

/** GET /api/disputes?as=: the disputes the caller opened (buyer) or received (vendor). */
export const myDisputesOptions = (as: 'buyer' | 'vendor' | 'any') =>
  queryOptions({ queryKey: myDisputesKey(as), queryFn: ({ signal }) => fetchMyDisputes(as, signal) });

export function useMyDisputes(as: 'buyer' | 'vendor' | 'any') {
  return useQuery(myDisputesOptions(as));
}
