import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ordersQueryRoot, shippingQueryRoot } from './shipping-keys';

/** POST /api/orders/vendor-orders/:id/confirm-receipt: the buyer confirms delivery, which releases the escrow. */
export function confirmReceipt(vendorOrderId: string): Promise<{ ok: true }> {
  return apiFetch<{ ok: true }>(`/api/orders/vendor-orders/${encodeURIComponent(vendorOrderId)}/confirm-receipt`, {
    method: 'POST',
  });
}

export function useConfirmReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmReceipt,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ordersQueryRoot }),
        queryClient.invalidateQueries({ queryKey: shippingQueryRoot }),
      ]),
  });
}
