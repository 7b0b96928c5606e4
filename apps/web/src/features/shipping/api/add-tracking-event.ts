import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShipmentStatus } from '@app/shared/shipping';
import { apiFetch } from '../../../lib/api-client';
import { ordersQueryRoot, shippingQueryRoot } from './shipping-keys';

export interface TrackingEventBody {
  status: ShipmentStatus;
  description: string;
  city: string;
  country: string;
  /** ISO date-time with an offset (or Z). */
  occurredAt: string;
}

/** POST /api/admin/shipments/:id/events: `applied` when it moved the status, `duplicate` when already recorded. */
export function addTrackingEvent(input: {
  shipmentId: string;
  body: TrackingEventBody;
}): Promise<{ applied: boolean; duplicate: boolean }> {
  return apiFetch<{ applied: boolean; duplicate: boolean }>(
    `/api/admin/shipments/${encodeURIComponent(input.shipmentId)}/events`,
    { method: 'POST', body: input.body },
  );
}

export function useAddTrackingEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTrackingEvent,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: shippingQueryRoot }),
        queryClient.invalidateQueries({ queryKey: ordersQueryRoot }),
      ]),
  });
}
