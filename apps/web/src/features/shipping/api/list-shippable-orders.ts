import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { shippableOrdersResponse } from '@app/shared/shipping';
import { apiFetch } from '../../../lib/api-client';
import { shippingKeys } from './shipping-keys';

export type ShippableOrdersResponse = z.infer<typeof shippableOrdersResponse>;
/** One of the vendor's orders that can be shipped (or already has shipments), with the form's starting values. */
export type ShippableOrder = ShippableOrdersResponse['items'][number];
export type ShipmentSummary = ShippableOrder['shipments'][number];
export type ShippableAddressFrom = ShippableOrdersResponse['shipFrom'];
/** A shipment waiting for its label (a draft), with its order. */
export type DraftShipment = {
  order: ShippableOrder;
  shipment: ShipmentSummary & { draft: NonNullable<ShipmentSummary['draft']> };
};

export function fetchShippableOrders(signal?: AbortSignal): Promise<ShippableOrdersResponse> {
  return apiFetch<ShippableOrdersResponse>('/api/shipping/vendor-orders', signal ? { signal } : {});
}

/** GET /api/shipping/vendor-orders: the vendor's sender address, orders to ship and their shipments (drafts too). */
export const shippableOrdersQueryOptions = queryOptions({
  queryKey: shippingKeys.shippableOrders,
  queryFn: ({ signal }) => fetchShippableOrders(signal),
});

export function useShippableOrders() {
  return useQuery(shippableOrdersQueryOptions);
}

/** The drafts (label not bought) among the orders' shipments, newest first. */
export function draftShipments(orders: readonly ShippableOrder[]): DraftShipment[] {
  return orders
    .flatMap((order) =>
      order.shipments.flatMap((shipment) =>
        shipment.draft ? [{ order, shipment: { ...shipment, draft: shipment.draft } }] : [],
      ),
    )
    .sort((a, b) => b.shipment.created_at.localeCompare(a.shipment.created_at));
}
