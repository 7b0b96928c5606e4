import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuoteDto } from '@app/shared/orders';
import { apiFetch } from '../../../lib/api-client';

export function fetchQuoteRequests(signal?: AbortSignal) {
  return apiFetch<{ items: QuoteDto[] }>('/api/admin/quote-requests', signal ? { signal } : {});
}

export const quoteRequestsOptions = queryOptions({
  queryKey: ['admin', 'quote-requests'] as const,
  queryFn: ({ signal }) => fetchQuoteRequests(signal),
});

export function useQuoteRequests() {
  return useQuery(quoteRequestsOptions);
}

export function proformaUrl(checkoutId: string): string {
  return `/api/checkout/${checkoutId}/proforma.pdf`;
}
