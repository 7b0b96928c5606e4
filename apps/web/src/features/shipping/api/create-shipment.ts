import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CreateShipmentRequest, createShipmentResponse } from '@app/shared/shipping';
import { apiFetch } from '../../../lib/api-client';
import { shippingQueryRoot } from './shipping-keys';

export type CreateShipmentResponse = z.infer<typeof createShipmentResponse>;
export type Rate = CreateShipmentResponse['rates'][number];

/** POST /api/shipments: a shipment waiting for its label, and the carriers' rates for it. */
export function createShipment(body: CreateShipmentRequest): Promise<CreateShipmentResponse> {
  return apiFetch<CreateShipmentResponse>('/api/shipments', { method: 'POST', body });
}

export function useCreateShipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createShipment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shippingQueryRoot }),
  });
}
