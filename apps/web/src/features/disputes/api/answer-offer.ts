import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DisputeDto } from '@app/shared/disputes';
import { apiFetch } from '../../../lib/api-client';
import { disputesRoot } from './dispute-keys';

/** POST /api/disputes/:id/offer { decision }: the buyer accepts (resolved) or rejects (escalated) the vendor's offer. */
export function answerOffer(input: { id: string; decision: 'ACCEPT' | 'REJECT' }): Promise<DisputeDto> {
  return apiFetch<DisputeDto>(`/api/disputes/${encodeURIComponent(input.id)}/offer`, {
    method: 'POST',
    body: { decision: input.decision },
  });
}

export function useAnswerOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerOffer,
    // a resolution moves the order's escrow, and the order DTOs carry each part's dispute status
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: disputesRoot }),
        queryClient.invalidateQueries({ queryKey: ['orders'] }),
      ]),
  });
}
