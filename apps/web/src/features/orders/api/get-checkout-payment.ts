import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckoutPaymentDto } from '@app/shared/payments';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/checkout/:checkoutId/payment: where the buyer's own payment stands (404 for anyone else's). */
export function fetchCheckoutPayment(checkoutId: string, signal?: AbortSignal): Promise<CheckoutPaymentDto> {
  return apiFetch<CheckoutPaymentDto>(
    `/api/checkout/${encodeURIComponent(checkoutId)}/payment`,
    signal ? { signal } : {},
  );
}

/** Read once when the waiting page opens (the polling then asks the capture route, which moves the payment on). */
export function checkoutPaymentQueryOptions(checkoutId: string) {
  return queryOptions({
    queryKey: ['payments', 'checkout', checkoutId] as const,
    queryFn: ({ signal }) => fetchCheckoutPayment(checkoutId, signal),
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}

export function useCheckoutPaymentStatus(checkoutId: string) {
  return useQuery(checkoutPaymentQueryOptions(checkoutId));
}
