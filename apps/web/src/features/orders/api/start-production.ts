import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload } from '../../../lib/api-client';
import { ordersQueryRoot } from './list-orders';

/**
 * POST /api/orders/vendor-orders/:id/production-started (the vendor, 1 to 5 photos, multipart; 204): production
 * started on a deposit plan, so the deposit is released to the vendor and the buyer sees the photos (issue 18).
 */
export async function startProduction(input: {
  vendorOrderId: string;
  photos: File[];
  onProgress?: (fraction: number) => void;
}): Promise<void> {
  const form = new FormData();
  for (const p of input.photos) form.append('photos', p, p.name);
  await apiUpload<undefined>(
    `/api/orders/vendor-orders/${encodeURIComponent(input.vendorOrderId)}/production-started`,
    form,
    input.onProgress ? { onProgress: input.onProgress } : {},
  );
}

/** The upload, then every orders list read again (the plan, the timeline and the photos changed). */
export function useStartProduction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startProduction,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersQueryRoot }),
  });
}
