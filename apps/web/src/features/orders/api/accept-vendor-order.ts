import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ordersQueryRoot } from './list-orders';

/** POST /api/vendor/orders/:id/accept (PLACED -> ACCEPTED). */
export function acceptVendorOrder(vendorOrderId: string): Promise<{ ok: true }> {
  return apiFetch<{ ok: true }>(`/api/vendor/orders/${encodeURIComponent(vendorOrderId)}/accept`, { method: 'POST' });
}

export function useAcceptVendorOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptVendorOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersQueryRoot }),
  });
}
