import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ordersQueryRoot } from './list-orders';

/**
 * POST /api/orders/vendor-orders/:id/ready-to-ship (the vendor, no body; 204): the goods are ready, so the buyer is
 * asked for the balance (PENDING -> DUE) and notified. Refused (409, in the page language) when not allowed.
 */
export async function markReadyToShip(vendorOrderId: string): Promise<void> {
  await apiFetch<undefined>(`/api/orders/vendor-orders/${encodeURIComponent(vendorOrderId)}/ready-to-ship`, {
    method: 'POST',
  });
}

/** The mutation, then every orders list read again (the balance's status and the timeline changed, or were refused). */
export function readyToShipMutationOptions(queryClient: QueryClient) {
  return {
    mutationFn: markReadyToShip,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersQueryRoot }),
  };
}

export function useMarkReadyToShip() {
  const queryClient = useQueryClient();
  return useMutation(readyToShipMutationOptions(queryClient));
}
