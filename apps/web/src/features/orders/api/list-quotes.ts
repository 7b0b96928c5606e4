import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuoteDto } from '@app/shared/orders';
import { apiFetch } from '../../../lib/api-client';

/** Under the orders root, so placing or refreshing orders refreshes the quotes too. */
export const quotesQueryKey = ['orders', 'quotes'] as const;

export function fetchQuotes(signal?: AbortSignal): Promise<{ items: QuoteDto[] }> {
  return apiFetch<{ items: QuoteDto[] }>('/api/checkout/quotes', signal ? { signal } : {});
}

/** GET /api/checkout/quotes: the signed-in buyer's quote requests (orders above $1,000), newest first. */
export const quotesQueryOptions = queryOptions({
  queryKey: quotesQueryKey,
  queryFn: ({ signal }) => fetchQuotes(signal),
});

export function useQuotes() {
  return useQuery(quotesQueryOptions);
}
