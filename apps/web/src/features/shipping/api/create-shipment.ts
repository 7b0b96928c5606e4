import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateShipmentRequest } from '@app/shared/shipping';
import { apiFetch } from '../../../lib/api-client';
import type { ShipmentQuote } from './get-shipment-rates';
import { shippingKeys } from './shipping-keys';

export type CreateShipmentResponse = ShipmentQuote;
export type { Rate } from './get-shipment-rates';

/** POST /api/shipments: a draft shipment waiting for its label, and the carriers' rates for it (kept by the server). */
export function createShipment(body: CreateShipmentRequest): Promise<CreateShipmentResponse> {
  return apiFetch<CreateShipmentResponse>('/api/shipments', { method: 'POST', body });
}

export function useCreateShipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createShipment,
    onSuccess: (quote) => {
      queryClient.setQueryData(shippingKeys.shipmentRates(quote.shipment_id), quote);
      return queryClient.invalidateQueries({ queryKey: shippingKeys.shippableOrders });
    },
  });
}
