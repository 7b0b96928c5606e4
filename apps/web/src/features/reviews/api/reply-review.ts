import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewDto } from '@app/shared/reviews';
import { apiFetch } from '../../../lib/api-client';
import { reviewsRoot } from './review-keys';

/** POST /api/reviews/:id/reply: the vendor of the reviewed order answers, once. */
export function replyToReview({ reviewId, body }: { reviewId: string; body: string }): Promise<ReviewDto> {
  return apiFetch<ReviewDto>(`/api/reviews/${encodeURIComponent(reviewId)}/reply`, { method: 'POST', body: { body } });
}

export function useReplyToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToReview,
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewsRoot }),
  });
}
