import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export interface SandboxPayment {
  token: string;
  /** CREATED, APPROVED, COMPLETED, ... */
  status: string;
  amountCents: number;
  checkoutId: string | null;
}

export function sandboxPaymentQueryKey(token: string) {
  return ['payments', 'sandbox', token] as const;
}

/** GET /api/payments/sandbox/orders/:token: the test-mode payment to approve. */
export function fetchSandboxPayment(token: string, signal?: AbortSignal): Promise<SandboxPayment> {
  return apiFetch<SandboxPayment>(
    `/api/payments/sandbox/orders/${encodeURIComponent(token)}`,
    signal ? { signal } : {},
  );
}

export function sandboxPaymentQueryOptions(token: string) {
  return queryOptions({
    queryKey: sandboxPaymentQueryKey(token),
    queryFn: ({ signal }) => fetchSandboxPayment(token, signal),
    staleTime: 0,
  });
}

export function useSandboxPayment(token: string) {
  return useQuery({ ...sandboxPaymentQueryOptions(token), enabled: token.length > 0 });
}
