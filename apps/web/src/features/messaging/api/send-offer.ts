import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OfferDto, OfferInput } from '@app/shared/offers';
import { apiFetch } from '../../../lib/api-client';
import { messagingQueryRoot } from './keys';

/** POST /api/messaging/conversations/:id/offers: the vendor sends a quote. */
export function sendOffer(conversationId: string, input: OfferInput): Promise<OfferDto> {
  return apiFetch<OfferDto>(`/api/messaging/conversations/${encodeURIComponent(conversationId)}/offers`, {
    method: 'POST',
    body: input,
  });
}

export function useSendOffer(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OfferInput) => sendOffer(conversationId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: messagingQueryRoot }),
  });
}
