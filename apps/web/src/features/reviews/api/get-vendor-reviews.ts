import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductReviewsResponse } from '@app/shared/reviews';
import { apiFetch } from '../../../lib/api-client';
import { vendorReviewsKey } from './review-keys';

export function fetchVendorReviews(signal?: AbortSignal) {
  return apiFetch<ProductReviewsResponse>('/api/vendor/reviews', signal ? { signal } : {});
}

/** GET /api/vendor/reviews: every review of the signed-in vendor (supplier and products), to reply to. */
export const vendorReviewsQuery = () =>
  queryOptions({ queryKey: vendorReviewsKey, queryFn: ({ signal }) => fetchVendorReviews(signal) });

export function useVendorReviews() {
  return useQuery(vendorReviewsQuery());
}
