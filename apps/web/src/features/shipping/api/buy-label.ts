import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { buyLabelResponse } from '@app/shared/shipping';
import { SHIPPING_DEFAULTS } from '@app/shared/constants';
import { apiFetch } from '../../../lib/api-client';
import { ordersQueryRoot, shippingQueryRoot } from './shipping-keys';

export type BuyLabelResponse = z.infer<typeof buyLabelResponse>;

/** POST /api/shipments/:id/buy { rate_id, label_file_type: 'PDF' }: the label, its tracking number and carrier. */
export function buyLabel(input: { shipmentId: string; rateId: string }): Promise<BuyLabelResponse> {
  return apiFetch<BuyLabelResponse>(`/api/shipments/${encodeURIComponent(input.shipmentId)}/buy`, {
    method: 'POST',
    body: { rate_id: input.rateId, label_file_type: SHIPPING_DEFAULTS.labelFileType },
  });
}

export function useBuyLabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: buyLabel,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: shippingQueryRoot }),
        // the vendor order is now shipped
        queryClient.invalidateQueries({ queryKey: ordersQueryRoot }),
      ]),
  });
}
