import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CartDto } from '@app/shared/cart';
import { apiFetch } from '../../../lib/api-client';
import type { LocalCartLine } from '../local-cart';

/** POST /api/cart/quote: prices a guest's browser cart with the same figures the checkout uses. */
export function quoteCart(items: LocalCartLine[], signal?: AbortSignal): Promise<CartDto> {
  return apiFetch<CartDto>('/api/cart/quote', { method: 'POST', body: { items }, ...(signal ? { signal } : {}) });
}

export function quoteQueryKey(items: LocalCartLine[]) {
  return ['cart', 'quote', items] as const;
}

export function quoteQueryOptions(items: LocalCartLine[]) {
  return queryOptions({
    queryKey: quoteQueryKey(items),
    queryFn: ({ signal }) => quoteCart(items, signal),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });
}

export function useCartQuote(items: LocalCartLine[], enabled: boolean) {
  return useQuery({ ...quoteQueryOptions(items), enabled: enabled && items.length > 0 });
}
