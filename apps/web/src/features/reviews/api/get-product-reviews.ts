import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductReviewsResponse } from '@app/shared/reviews';
import { apiFetch } from '../../../lib/api-client';
import { productReviewsKey } from './review-keys';

export function fetchProductReviews(productId: string, signal?: AbortSignal) {
  return apiFetch<ProductReviewsResponse>(
    `/api/products/${encodeURIComponent(productId)}/reviews`,
    signal ? { signal } : {},
  );
}

/** GET /api/products/:id/reviews: the rating summary and the latest reviews with the vendor's replies (public). */
export const productReviewsQuery = (productId: string) =>
  queryOptions({
    queryKey: productReviewsKey(productId),
    queryFn: ({ signal }) => fetchProductReviews(productId, signal),
  });

export function useProductReviews(productId: string) {
  return useQuery(productReviewsQuery(productId));
}
