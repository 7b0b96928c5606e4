import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { shipmentRatesResponse } from '@app/shared/shipping';
import { apiFetch } from '../../../lib/api-client';
import { shippingKeys } from './shipping-keys';

export type ShipmentQuote = z.infer<typeof shipmentRatesResponse>;
export type Rate = ShipmentQuote['rates'][number];

export function fetchShipmentRates(shipmentId: string, signal?: AbortSignal): Promise<ShipmentQuote> {
  return apiFetch<ShipmentQuote>(`/api/shipments/${encodeURIComponent(shipmentId)}/rates`, signal ? { signal } : {});
}

/** GET /api/shipments/:id/rates: a draft's stored rates, when they were quoted and whether they expired. */
export function shipmentRatesQueryOptions(shipmentId: string) {
  return queryOptions({
    queryKey: shippingKeys.shipmentRates(shipmentId),
    queryFn: ({ signal }) => fetchShipmentRates(shipmentId, signal),
    enabled: shipmentId !== '',
  });
}

export function useShipmentRates(shipmentId: string) {
  return useQuery(shipmentRatesQueryOptions(shipmentId));
}
