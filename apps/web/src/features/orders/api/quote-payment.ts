import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentQuoteDto, PaymentQuoteRequest } from '@app/shared/payments';
import { apiFetch } from '../../../lib/api-client';

/**
 * POST /api/checkout/quote: the signed-in buyer's cart total in the rail's currency, at a rate the server locks for
 * 15 minutes (a checkout started with the quote id charges exactly `amountMinor`).
 */
export function quotePayment(body: PaymentQuoteRequest, signal?: AbortSignal): Promise<PaymentQuoteDto> {
  return apiFetch<PaymentQuoteDto>('/api/checkout/quote', { method: 'POST', body, ...(signal ? { signal } : {}) });
}

export const paymentQuoteQueryRoot = ['payments', 'quote'] as const;

/**
 * One locked quote per rail, currency and cart total (a changed cart asks for a new one). Never refetched on its own:
 * each fetch locks a new rate, so the page asks again only when the lock runs out or the buyer retries.
 */
export function paymentQuoteQueryOptions(body: PaymentQuoteRequest, totalCents: number) {
  return queryOptions({
    queryKey: [...paymentQuoteQueryRoot, body.rail, body.currency, totalCents] as const,
    queryFn: ({ signal }) => quotePayment(body, signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function usePaymentQuote(body: PaymentQuoteRequest, totalCents: number, enabled: boolean) {
  return useQuery({ ...paymentQuoteQueryOptions(body, totalCents), enabled });
}
