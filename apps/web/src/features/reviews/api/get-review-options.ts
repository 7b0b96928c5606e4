import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewOptionsDto } from '@app/shared/reviews';
import { apiFetch } from '../../../lib/api-client';
import { reviewOptionsKey } from './review-keys';

export function fetchReviewOptions(vendorOrderId: string, signal?: AbortSignal) {
  return apiFetch<ReviewOptionsDto>(
    `/api/reviews/vendor-orders/${encodeURIComponent(vendorOrderId)}`,
    signal ? { signal } : {},
  );
}

/** GET /api/reviews/vendor-orders/:id: what the buyer may still review on one released vendor order. */
export const reviewOptionsQuery = (vendorOrderId: string) =>
  queryOptions({
    queryKey: reviewOptionsKey(vendorOrderId),
    queryFn: ({ signal }) => fetchReviewOptions(vendorOrderId, signal),
  });

export function useReviewOptions(vendorOrderId: string, enabled: boolean) {
  return useQuery({ ...reviewOptionsQuery(vendorOrderId), enabled });
}
