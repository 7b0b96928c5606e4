import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { trackingByOrderResponse, trackingEventDto } from '@app/shared/shipping';
import { apiFetch } from '../../../lib/api-client';
import { shippingKeys } from './shipping-keys';

export type OrderTracking = z.infer<typeof trackingByOrderResponse>;
export type TrackingEvent = z.infer<typeof trackingEventDto>;

export function fetchOrderTracking(orderId: string, signal?: AbortSignal): Promise<OrderTracking> {
  return apiFetch<OrderTracking>(`/api/tracking/order/${encodeURIComponent(orderId)}`, signal ? { signal } : {});
}

/** GET /api/tracking/order/:orderId: public, every shipment of the order with its events. */
export function orderTrackingQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: shippingKeys.orderTracking(orderId),
    queryFn: ({ signal }) => fetchOrderTracking(orderId, signal),
    staleTime: 0,
  });
}

export function useOrderTracking(orderId: string) {
  return useQuery(orderTrackingQueryOptions(orderId));
}
