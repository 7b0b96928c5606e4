import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RfqQuoteDto, RfqQuoteInput } from '@app/shared/rfqs';
import { apiFetch } from '../../../lib/api-client';
import { rfqKeys } from './rfq-keys';

/** POST /api/rfqs/:id/quotes: a vendor answers a buying request with one of their products. */
export function sendRfqQuote(rfqId: string, input: RfqQuoteInput): Promise<RfqQuoteDto> {
  return apiFetch<RfqQuoteDto>(`/api/rfqs/${encodeURIComponent(rfqId)}/quotes`, { method: 'POST', body: input });
}

export function useSendRfqQuote(rfqId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RfqQuoteInput) => sendRfqQuote(rfqId, input),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: rfqKeys.all });
      // the quote also opened (or joined) a conversation
      await queryClient.invalidateQueries({ queryKey: ['messaging'] });
    },
  });
}
