import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckoutShippingDto, ShippingDestination } from '@app/shared/checkout-shipping';
import { apiFetch } from '../../../lib/api-client';

/**
 * POST /api/checkout/shipping (issue 17): each vendor's shipping of the signed-in buyer's cart to an address, and the
 * totals the checkout will charge for it.
 */
export function quoteShipping(shipping: ShippingDestination, signal?: AbortSignal): Promise<CheckoutShippingDto> {
  return apiFetch<CheckoutShippingDto>('/api/checkout/shipping', {
    method: 'POST',
    body: { shipping },
    ...(signal ? { signal } : {}),
  });
}

export const shippingQuoteQueryRoot = ['checkout', 'shipping'] as const;

/** One quote per destination and cart (its lines and subtotal); kept a minute, the last one shown while the next loads. */
export function shippingQuoteQueryOptions(shipping: ShippingDestination, cartKey: string) {
  return queryOptions({
    queryKey: [...shippingQuoteQueryRoot, cartKey, shipping] as const,
    queryFn: ({ signal }) => quoteShipping(shipping, signal),
    staleTime: 60_000,
    retry: 1,
    refetchOnWindowFocus: false,
    placeholderData: keepPreviousData,
  });
}

export function useShippingQuote(shipping: ShippingDestination, cartKey: string, enabled: boolean) {
  return useQuery({ ...shippingQuoteQueryOptions(shipping, cartKey), enabled });
}
