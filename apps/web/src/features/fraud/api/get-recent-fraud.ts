import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FraudAlertStatus, FraudRuleId, FraudSubject } from '@app/shared/fraud';
import { apiFetch } from '../../../lib/api-client';
import { fraudKeys } from './fraud-keys';

export interface AnonymousAlert {
  id: string;
  subjectType: FraudSubject;
  score: number;
  rules: FraudRuleId[];
  status: FraudAlertStatus;
  createdAt: string;
}

export function fetchRecentFraud(signal?: AbortSignal) {
  return apiFetch<{ items: AnonymousAlert[] }>('/api/fraud/recent', signal ? { signal } : {});
}

/** GET /api/fraud/recent: the latest alerts without who or which order (public). */
export const recentFraudQuery = () =>
  queryOptions({ queryKey: fraudKeys.recent, queryFn: ({ signal }) => fetchRecentFraud(signal) });

export function useRecentFraud() {
  return useQuery(recentFraudQuery());
}
