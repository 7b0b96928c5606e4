import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExchangeRateDto } from '@app/shared/cart';
import { apiFetch } from '../../../lib/api-client';

export function fetchDisplayRates(signal?: AbortSignal) {
  return apiFetch<{ items: ExchangeRateDto[] }>('/api/exchange-rates', signal ? { signal } : {});
}

/** The public rate table (units per USD, newest per currency), for showing prices in the buyer's display currency. */
export const displayRatesOptions = queryOptions({
  queryKey: ['exchange-rates'] as const,
  queryFn: ({ signal }) => fetchDisplayRates(signal),
  staleTime: 5 * 60_000,
});

export function useDisplayRates() {
  return useQuery(displayRatesOptions);
}
