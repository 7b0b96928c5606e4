import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { ExchangeRate } from './list-exchange-rates';

export function updateExchangeRate(input: { currency: string; unitsPerUsd: string; effectiveDate: string }) {
  return apiFetch<{ items: ExchangeRate[] }>(`/api/admin/exchange-rates/${input.currency}`, {
    method: 'PUT',
    body: { unitsPerUsd: input.unitsPerUsd, effectiveDate: input.effectiveDate },
  });
}

export function useUpdateExchangeRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateExchangeRate,
    onSuccess: (answer) => {
      queryClient.setQueryData(['admin', 'exchange-rates'], answer);
      // prices shown elsewhere in the app depend on the rates
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'admin' });
    },
  });
}
