import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShipmentStatus } from '@app/shared/shipping';
import { apiFetch } from '../../../lib/api-client';
import { shippingKeys } from './shipping-keys';

export interface ShippableAddressFrom {
  name: string;
  street1: string;
  city: string;
  zip: string;
  country: string;
  phone: string;
}

export interface ShippableAddressTo extends ShippableAddressFrom {
  state: string;
}

export interface ShipmentSummary {
  id: string;
  status: ShipmentStatus;
  carrier: string | null;
  tracking_number: string | null;
  label_url: string | null;
}

/** One of the vendor's orders that can be shipped (or already has shipments), with the form prefilled. */
export interface ShippableOrder {
  orderId: string;
  vendorOrderId: string;
  orderRef: string;
  status: string;
  createdAt: string;
  buyerName: string;
  items: Array<{ name: string; quantity: number; unit: string }>;
  addressFrom: ShippableAddressFrom;
  addressTo: ShippableAddressTo;
  shipments: ShipmentSummary[];
}

export function fetchShippableOrders(signal?: AbortSignal): Promise<{ items: ShippableOrder[] }> {
  return apiFetch<{ items: ShippableOrder[] }>('/api/shipping/vendor-orders', signal ? { signal } : {});
}

/** GET /api/shipping/vendor-orders: the signed-in vendor's orders to ship and their shipments. */
export const shippableOrdersQueryOptions = queryOptions({
  queryKey: shippingKeys.shippableOrders,
  queryFn: ({ signal }) => fetchShippableOrders(signal),
});

export function useShippableOrders() {
  return useQuery(shippableOrdersQueryOptions);
}
