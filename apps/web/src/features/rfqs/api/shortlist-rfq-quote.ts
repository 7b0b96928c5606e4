import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RfqDetailDto } from '@app/shared/rfqs';
import { apiFetch } from '../../../lib/api-client';
import { rfqKeys } from './rfq-keys';

/** POST /api/rfqs/:id/quotes/:offerId/shortlist: the buyer marks a quote (or takes the mark off) while comparing. */
export function shortlistRfqQuote(rfqId: string, offerId: string, shortlisted: boolean): Promise<RfqDetailDto> {
  return apiFetch<RfqDetailDto>(
    `/api/rfqs/${encodeURIComponent(rfqId)}/quotes/${encodeURIComponent(offerId)}/shortlist`,
    { method: 'POST', body: { shortlisted } },
  );
}

export function useShortlistRfqQuote(rfqId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ offerId, shortlisted }: { offerId: string; shortlisted: boolean }) =>
      shortlistRfqQuote(rfqId, offerId, shortlisted),
    onSuccess: (detail) => queryClient.setQueryData(rfqKeys.detail(rfqId), detail),
  });
}
