import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { ShipmentQuote } from './get-shipment-rates';
import { shippingKeys } from './shipping-keys';

/** POST /api/shipments/:id/requote: fresh rates for a draft whose stored ones expired; they replace the old ones. */
export function requoteShipment(shipmentId: string): Promise<ShipmentQuote> {
  return apiFetch<ShipmentQuote>(`/api/shipments/${encodeURIComponent(shipmentId)}/requote`, { method: 'POST' });
}

export function useRequoteShipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requoteShipment,
    onSuccess: (quote) => {
      queryClient.setQueryData(shippingKeys.shipmentRates(quote.shipment_id), quote);
      return queryClient.invalidateQueries({ queryKey: shippingKeys.shippableOrders });
    },
  });
}
