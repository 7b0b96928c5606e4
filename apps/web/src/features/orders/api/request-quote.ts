import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuoteDto } from '@app/shared/orders';
import type { CheckoutRequest } from '@app/shared/orders';
import { apiFetch } from '../../../lib/api-client';
import { quotesQueryKey } from './list-quotes';

export interface QuoteRequestBody {
  contact: CheckoutRequest['contact'];
  shipping: CheckoutRequest['shipping'];
  note?: string;
}

/** POST /api/checkout/quote-request: carts above $1,000 ask the team for a fee (paid later by bank transfer). */
export function requestQuote(body: QuoteRequestBody): Promise<QuoteDto> {
  return apiFetch<QuoteDto>('/api/checkout/quote-request', { method: 'POST', body });
}

export function useRequestQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestQuote,
    onSettled: () => queryClient.invalidateQueries({ queryKey: quotesQueryKey }),
  });
}
