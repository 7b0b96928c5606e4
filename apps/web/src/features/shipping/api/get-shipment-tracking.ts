import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { trackingByShipmentResponse } from '@app/shared/shipping';
import { apiFetch } from '../../../lib/api-client';
import { shippingKeys } from './shipping-keys';

export type ShipmentTracking = z.infer<typeof trackingByShipmentResponse>;

export function fetchShipmentTracking(shipmentId: string, signal?: AbortSignal): Promise<ShipmentTracking> {
  return apiFetch<ShipmentTracking>(`/api/tracking/${encodeURIComponent(shipmentId)}`, signal ? { signal } : {});
}

/** GET /api/tracking/:shipmentId (the seller, the buyer of the order, or an admin). */
export function shipmentTrackingQueryOptions(shipmentId: string) {
  return queryOptions({
    queryKey: shippingKeys.shipmentTracking(shipmentId),
    queryFn: ({ signal }) => fetchShipmentTracking(shipmentId, signal),
    enabled: shipmentId !== '',
    staleTime: 0,
  });
}

export function useShipmentTracking(shipmentId: string) {
  return useQuery(shipmentTrackingQueryOptions(shipmentId));
}
