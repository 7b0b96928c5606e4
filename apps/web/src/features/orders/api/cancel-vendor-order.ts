import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ordersQueryRoot } from './list-orders';
import { vendorBalanceQueryKey } from './get-vendor-balance';

/** POST /api/vendor/orders/:id/cancel { reason }: cancels before shipping and refunds the buyer. */
export function cancelVendorOrder(input: { id: string; reason: string }): Promise<{ ok: true }> {
  return apiFetch<{ ok: true }>(`/api/vendor/orders/${encodeURIComponent(input.id)}/cancel`, {
    method: 'POST',
    body: { reason: input.reason },
  });
}

export function useCancelVendorOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelVendorOrder,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ordersQueryRoot }),
        queryClient.invalidateQueries({ queryKey: vendorBalanceQueryKey }),
      ]),
  });
}
