import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuoteDto } from '@app/shared/orders';
import { apiFetch } from '../../../lib/api-client';

export function setQuoteFee(input: { id: string; fee: string }): Promise<QuoteDto> {
  return apiFetch<QuoteDto>(`/api/admin/quote-requests/${input.id}/fee`, { method: 'POST', body: { fee: input.fee } });
}

export function useSetQuoteFee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setQuoteFee,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin', 'quote-requests'] }),
  });
}
