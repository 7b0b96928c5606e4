import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { cancelShipmentResponse } from '@app/shared/shipping';
import { apiFetch } from '../../../lib/api-client';
import { shippingQueryRoot } from './shipping-keys';

export type CancelShipmentResponse = z.infer<typeof cancelShipmentResponse>;

/** POST /api/shipments/:id/cancel: drops a draft whose label was not bought. */
export function cancelShipment(shipmentId: string): Promise<CancelShipmentResponse> {
  return apiFetch<CancelShipmentResponse>(`/api/shipments/${encodeURIComponent(shipmentId)}/cancel`, {
    method: 'POST',
  });
}

export function useCancelShipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelShipment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: shippingQueryRoot }),
  });
}
