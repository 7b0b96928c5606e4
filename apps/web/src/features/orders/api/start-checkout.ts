import { useMutation } from '@tanstack/react-query';
import type { CheckoutRequest, CheckoutResponse } from '@app/shared/orders';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/checkout: fixes the amounts and creates the payment for the signed-in buyer's cart. */
export function startCheckout(body: CheckoutRequest): Promise<CheckoutResponse> {
  return apiFetch<CheckoutResponse>('/api/checkout', { method: 'POST', body });
}

export function useStartCheckout() {
  return useMutation({ mutationFn: startCheckout });
}
