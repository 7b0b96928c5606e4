import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyReviewed } from '@app/shared/reviews';
import { apiFetch } from '../../../lib/api-client';
import { myReviewedKey } from './review-keys';

export function fetchMyReviewed(signal?: AbortSignal) {
  return apiFetch<MyReviewed>('/api/reviews/mine', signal ? { signal } : {});
}

/** GET /api/reviews/mine: how many reviews the buyer left per vendor order (one request for the whole order list). */
export const myReviewedQuery = () =>
  queryOptions({ queryKey: myReviewedKey, queryFn: ({ signal }) => fetchMyReviewed(signal) });

export function useMyReviewed() {
  return useQuery(myReviewedQuery());
}
