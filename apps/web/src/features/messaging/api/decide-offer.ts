import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OfferDto } from '@app/shared/offers';
import { apiFetch } from '../../../lib/api-client';
import { messagingQueryRoot } from './keys';

export type OfferDecision = 'accept' | 'reject' | 'cart';

/** POST /api/offers/:id/accept | reject | cart (accept also puts the quoted line in the cart). */
export function decideOffer(offerId: string, decision: OfferDecision): Promise<OfferDto> {
  return apiFetch<OfferDto>(`/api/offers/${encodeURIComponent(offerId)}/${decision}`, { method: 'POST' });
}

export function useDecideOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ offerId, decision }: { offerId: string; decision: OfferDecision }) => decideOffer(offerId, decision),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: messagingQueryRoot });
      await queryClient.invalidateQueries({ queryKey: ['cart'] });
    },
  });
}
