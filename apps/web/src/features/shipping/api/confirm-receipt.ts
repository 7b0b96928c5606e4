import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ordersQueryRoot, shippingQueryRoot } from './shipping-keys';

/**
 * POST /api/orders/vendor-orders/:id/confirm-receipt: the buyer confirms delivery, which releases the escrow. Before
 * any carrier delivery event the server requires `goodsInHand: true` (else GOODS_IN_HAND_REQUIRED).
 */
export function confirmReceipt({
  vendorOrderId,
  goodsInHand,
}: {
  vendorOrderId: string;
  goodsInHand?: boolean;
}): Promise<{ ok: true }> {
  return apiFetch<{ ok: true }>(`/api/orders/vendor-orders/${encodeURIComponent(vendorOrderId)}/confirm-receipt`, {
    method: 'POST',
    ...(goodsInHand ? { body: { goodsInHand: true } } : {}),
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
