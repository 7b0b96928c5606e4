import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CounterInput } from '@app/shared/messaging';
import { apiFetch } from '../../../lib/api-client';
import { messagingQueryRoot } from './keys';

/** POST /api/offers/:id/counter: the buyer proposes another unit price (a message in the thread). */
export function counterOffer(offerId: string, input: CounterInput): Promise<{ messageId: string }> {
  return apiFetch<{ messageId: string }>(`/api/offers/${encodeURIComponent(offerId)}/counter`, {
    method: 'POST',
    body: input,
  });
}

export function useCounterOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ offerId, input }: { offerId: string; input: CounterInput }) => counterOffer(offerId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: messagingQueryRoot }),
  });
}
