import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export interface ExchangeRate {
  currency: string;
  unitsPerUsd: string;
  effectiveDate: string;
  updatedAt: string;
}

export function fetchExchangeRates(signal?: AbortSignal) {
  return apiFetch<{ items: ExchangeRate[] }>('/api/exchange-rates', signal ? { signal } : {});
}

export const exchangeRatesOptions = queryOptions({
  queryKey: ['admin', 'exchange-rates'] as const,
  queryFn: ({ signal }) => fetchExchangeRates(signal),
});

export function useExchangeRates() {
  return useQuery(exchangeRatesOptions);
}
