import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FraudStatsDto } from '@app/shared/fraud';
import { apiFetch } from '../../../lib/api-client';
import { fraudKeys } from './fraud-keys';

export function fetchFraudStats(signal?: AbortSignal) {
  return apiFetch<FraudStatsDto>('/api/fraud/stats', signal ? { signal } : {});
}

/** GET /api/fraud/stats: counts for the /ai Fraud Detection tiles (public, no identities). */
export const fraudStatsQuery = () =>
  queryOptions({ queryKey: fraudKeys.stats, queryFn: ({ signal }) => fetchFraudStats(signal) });

export function useFraudStats() {
  return useQuery(fraudStatsQuery());
}
