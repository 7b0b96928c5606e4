import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ordersQueryRoot } from './list-orders';

/** POST /api/orders/vendor-orders/:id/cancel-late: the buyer cancels a part not shipped by its ship-by date. */
export function cancelLateVendorOrder(id: string): Promise<{ ok: true }> {
  return apiFetch<{ ok: true }>(`/api/orders/vendor-orders/${encodeURIComponent(id)}/cancel-late`, {
    method: 'POST',
  });
}

export function useCancelLateVendorOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelLateVendorOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersQueryRoot }),
  });
}
