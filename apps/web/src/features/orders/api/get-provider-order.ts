import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export interface ProviderOrderCheckout {
  checkoutId: string;
  status: string;
  /** Set once the order was placed (the capture already ran). */
  orderId: string | null;
}

export function fetchProviderOrder(token: string, signal?: AbortSignal): Promise<ProviderOrderCheckout> {
  return apiFetch<ProviderOrderCheckout>(
    `/api/checkout/provider-order/${encodeURIComponent(token)}`,
    signal ? { signal } : {},
  );
}

/** GET /api/checkout/provider-order/:token: the checkout a PayPal order id (the return URL's ?token=) belongs to. */
export function providerOrderQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['payments', 'provider-order', token] as const,
    queryFn: ({ signal }) => fetchProviderOrder(token, signal),
    staleTime: 0,
    retry: false,
  });
}

export function useProviderOrder(token: string) {
  return useQuery({ ...providerOrderQueryOptions(token), enabled: token.length > 0 });
}
