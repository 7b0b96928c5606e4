import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RfqDetailDto } from '@app/shared/rfqs';
import { apiFetch } from '../../../lib/api-client';
import { rfqKeys } from './rfq-keys';

/** POST /api/rfqs/:id/quotes/:offerId/accept: the buyer accepts one quote; it becomes a cart line at its price. */
export function acceptRfqQuote(rfqId: string, offerId: string): Promise<RfqDetailDto> {
  return apiFetch<RfqDetailDto>(`/api/rfqs/${encodeURIComponent(rfqId)}/quotes/${encodeURIComponent(offerId)}/accept`, {
    method: 'POST',
  });
}

export function useAcceptRfqQuote(rfqId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (offerId: string) => acceptRfqQuote(rfqId, offerId),
    onSuccess: (detail) => queryClient.setQueryData(rfqKeys.detail(rfqId), detail),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: rfqKeys.all });
      await queryClient.invalidateQueries({ queryKey: ['cart'] });
      await queryClient.invalidateQueries({ queryKey: ['messaging'] });
    },
  });
}
