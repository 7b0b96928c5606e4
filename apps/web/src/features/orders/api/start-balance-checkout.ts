import { useMutation } from '@tanstack/react-query';
import type { BalanceCheckoutRequest, CheckoutResponse } from '@app/shared/orders';
import { apiFetch } from '../../../lib/api-client';

/**
 * POST /api/orders/vendor-orders/:id/balance/checkout (the buyer, once the balance is due): creates the payment of a
 * vendor part's balance, in the currency the order was paid in at its locked rate. The answer is a checkout's: the
 * buyer then approves it like any checkout payment.
 */
export function startBalanceCheckout(vendorOrderId: string, body: BalanceCheckoutRequest): Promise<CheckoutResponse> {
  return apiFetch<CheckoutResponse>(`/api/orders/vendor-orders/${encodeURIComponent(vendorOrderId)}/balance/checkout`, {
    method: 'POST',
    body,
  });
}

export function useStartBalanceCheckout() {
  return useMutation({
    mutationFn: ({ vendorOrderId, body }: { vendorOrderId: string; body: BalanceCheckoutRequest }) =>
      startBalanceCheckout(vendorOrderId, body),
  });
}
