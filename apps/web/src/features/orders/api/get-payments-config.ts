import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export interface PaymentsConfig {
  provider: 'sandbox' | 'paypal';
  paypalClientId: string | null;
  currency: 'USD';
}

export function fetchPaymentsConfig(signal?: AbortSignal): Promise<PaymentsConfig> {
  return apiFetch<PaymentsConfig>('/api/payments/config', signal ? { signal } : {});
}

/** GET /api/payments/config (public): which payment button to show. It changes only with a server restart. */
export const paymentsConfigQueryOptions = queryOptions({
  queryKey: ['payments', 'config'] as const,
  queryFn: ({ signal }) => fetchPaymentsConfig(signal),
  staleTime: 30 * 60_000,
});

export function usePaymentsConfig() {
  return useQuery(paymentsConfigQueryOptions);
}
