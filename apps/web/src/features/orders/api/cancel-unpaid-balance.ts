import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ordersQueryRoot } from './list-orders';
import { vendorBalanceQueryKey } from './get-vendor-balance';

/**
 * POST /api/orders/vendor-orders/:id/cancel-unpaid (the vendor; 204): the balance is still unpaid past its date, so the
 * order is cancelled; the vendor keeps the deposit when the plan says so (30-70, 50-50), else it is refunded. Refused
 * (409, in the page language) before the date, once paid, or while a dispute freezes the money.
 */
export async function cancelUnpaidBalance(vendorOrderId: string): Promise<void> {
  await apiFetch<undefined>(`/api/orders/vendor-orders/${encodeURIComponent(vendorOrderId)}/cancel-unpaid`, {
    method: 'POST',
  });
}

export function useCancelUnpaidBalance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelUnpaidBalance,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ordersQueryRoot }),
        queryClient.invalidateQueries({ queryKey: vendorBalanceQueryKey }),
      ]),
  });
}
