import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentRail, PaymentRailDto } from '@app/shared/payments';
import { apiFetch } from '../../../lib/api-client';

export interface PaymentsConfig {
  /** The default rail (the first of `rails`). */
  provider: PaymentRail;
  paypalClientId: string | null;
  currency: 'USD';
  /** Every rail the buyer may choose at checkout, the default first. */
  rails: PaymentRailDto[];
}

export function fetchPaymentsConfig(signal?: AbortSignal): Promise<PaymentsConfig> {
  return apiFetch<PaymentsConfig>('/api/payments/config', signal ? { signal } : {});
}

/** GET /api/payments/config (public): which payment rails and buttons to show. It changes only with a server restart. */
export const paymentsConfigQueryOptions = queryOptions({
  queryKey: ['payments', 'config'] as const,
  queryFn: ({ signal }) => fetchPaymentsConfig(signal),
  staleTime: 30 * 60_000,
});

export function usePaymentsConfig() {
  return useQuery(paymentsConfigQueryOptions);
}
