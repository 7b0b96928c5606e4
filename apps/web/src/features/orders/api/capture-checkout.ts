import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { cartQueryRoot } from '../../cart/public';
import { ordersQueryRoot } from './list-orders';

export interface CaptureAnswer {
  orderId: string;
  transactionId: string;
}

/** POST /api/checkout/:checkoutId/capture: takes the approved payment and places the order (idempotent). */
export function captureCheckout(checkoutId: string): Promise<CaptureAnswer> {
  return apiFetch<CaptureAnswer>(`/api/checkout/${encodeURIComponent(checkoutId)}/capture`, { method: 'POST' });
}

export function useCaptureCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: captureCheckout,
    onSettled: async () => {
      // the bought lines left the cart; the order lists changed
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: cartQueryRoot }),
        queryClient.invalidateQueries({ queryKey: ordersQueryRoot }),
      ]);
    },
  });
}
