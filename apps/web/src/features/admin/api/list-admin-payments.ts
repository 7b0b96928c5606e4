import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPaymentsDto } from '@app/shared/payments';
import { apiFetch } from '../../../lib/api-client';
import type { PaymentFilters } from '../lib/payment-attempts';

/** GET /api/admin/payments: per rail and currency the totals by state, and the latest attempts (filtered). */
export type AdminPayments = AdminPaymentsDto;
export type AdminPayment = AdminPaymentsDto['items'][number];
export type AdminPaymentsSummary = AdminPaymentsDto['summary'][number];

export function paymentsQuery(filters: PaymentFilters, limit: number): string {
  const params = new URLSearchParams();
  if (filters.rail) params.set('rail', filters.rail);
  if (filters.state) params.set('state', filters.state);
  params.set('limit', String(limit));
  return params.toString();
}

export function fetchAdminPayments(filters: PaymentFilters, limit: number, signal?: AbortSignal) {
  return apiFetch<AdminPayments>(`/api/admin/payments?${paymentsQuery(filters, limit)}`, signal ? { signal } : {});
}

export const adminPaymentsOptions = (filters: PaymentFilters, limit: number) =>
  queryOptions({
    queryKey: ['admin', 'payments', filters.rail, filters.state, limit] as const,
    queryFn: ({ signal }) => fetchAdminPayments(filters, limit, signal),
  });

export function useAdminPayments(filters: PaymentFilters, limit: number) {
  return useQuery({ ...adminPaymentsOptions(filters, limit), placeholderData: keepPreviousData });
}
