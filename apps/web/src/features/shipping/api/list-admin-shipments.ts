import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ShipmentStatus } from '@app/shared/shipping';
import { apiFetch } from '../../../lib/api-client';
import type { AdminShipmentFilter } from '../shipment-status';
import { shippingKeys } from './shipping-keys';

/** A row of the admin shipment table (spec 3.8). */
export interface AdminShipmentRow {
  id: string;
  order_id: string;
  vendor_order_id: string;
  seller_id: string;
  carrier: string | null;
  tracking_number: string | null;
  status: ShipmentStatus;
  created_at: string;
  delivered_at: string | null;
  escrow_status: string;
  label_url: string | null;
}

export interface AdminShipmentPage {
  items: AdminShipmentRow[];
  nextCursor: string | null;
}

export const ADMIN_SHIPMENTS_PAGE_SIZE = 20;

export function fetchAdminShipments(
  params: { filter: AdminShipmentFilter; cursor?: string | null; limit?: number },
  signal?: AbortSignal,
): Promise<AdminShipmentPage> {
  const search = new URLSearchParams({ filter: params.filter });
  if (params.cursor) search.set('cursor', params.cursor);
  if (params.limit) search.set('limit', String(params.limit));
  return apiFetch<AdminShipmentPage>(`/api/admin/shipments?${search.toString()}`, signal ? { signal } : {});
}

/** GET /api/admin/shipments?filter=&cursor=&limit=, page by page ("Load more"). */
export function adminShipmentsOptions(filter: AdminShipmentFilter) {
  return infiniteQueryOptions({
    queryKey: shippingKeys.adminShipments(filter),
    queryFn: ({ pageParam, signal }) =>
      fetchAdminShipments({ filter, cursor: pageParam, limit: ADMIN_SHIPMENTS_PAGE_SIZE }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useAdminShipments(filter: AdminShipmentFilter) {
  return useInfiniteQuery(adminShipmentsOptions(filter));
}
