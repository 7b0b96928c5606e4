import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewDto, SubmitReviewsRequest } from '@app/shared/reviews';
import { apiFetch } from '../../../lib/api-client';
import { reviewsRoot } from './review-keys';

/** POST /api/reviews: the buyer rates the supplier and products of a released vendor order (once each). */
export function submitReviews(input: SubmitReviewsRequest): Promise<{ items: ReviewDto[] }> {
  return apiFetch<{ items: ReviewDto[] }>('/api/reviews', { method: 'POST', body: input });
}

export function useSubmitReviews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitReviews,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewsRoot }),
        // product cards and the detail page show the new average and count
        queryClient.invalidateQueries({ queryKey: ['catalog'] }),
      ]),
  });
}
