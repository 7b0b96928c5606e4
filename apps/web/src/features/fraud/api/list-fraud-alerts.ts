import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FraudAlertDto } from '@app/shared/fraud';
import { apiFetch } from '../../../lib/api-client';
import { fraudKeys } from './fraud-keys';

export function fetchFraudAlerts(status: string, signal?: AbortSignal) {
  const qs = status === 'all' ? '' : `?status=${encodeURIComponent(status)}`;
  return apiFetch<{ items: FraudAlertDto[] }>(`/api/admin/fraud/alerts${qs}`, signal ? { signal } : {});
}

/** GET /api/admin/fraud/alerts: alerts with the user, the order, the rules fired and their explanations (admins). */
export const fraudAlertsQuery = (status: string) =>
  queryOptions({ queryKey: fraudKeys.alerts(status), queryFn: ({ signal }) => fetchFraudAlerts(status, signal) });

export function useFraudAlerts(status: string, enabled = true) {
  return useQuery({ ...fraudAlertsQuery(status), enabled });
}
