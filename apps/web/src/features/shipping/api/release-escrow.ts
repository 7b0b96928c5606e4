import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ordersQueryRoot, shippingQueryRoot } from './shipping-keys';

/** POST /api/admin/vendor-orders/:id/release: pays the vendor (409 while a dispute is open). */
export function releaseEscrow(vendorOrderId: string): Promise<{ ok: true }> {
  return apiFetch<{ ok: true }>(`/api/admin/vendor-orders/${encodeURIComponent(vendorOrderId)}/release`, {
    method: 'POST',
  });
}

export function useReleaseEscrow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: releaseEscrow,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: shippingQueryRoot }),
        queryClient.invalidateQueries({ queryKey: ordersQueryRoot }),
      ]),
  });
}
