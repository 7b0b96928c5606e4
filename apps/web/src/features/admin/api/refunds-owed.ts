import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RefundsOwedDto } from '@app/shared/payments';
import { apiFetch } from '../../../lib/api-client';

export type RefundOwed = RefundsOwedDto['items'][number];

export const refundsOwedOptions = queryOptions({
  queryKey: ['admin', 'refunds-owed'] as const,
  queryFn: ({ signal }) => apiFetch<RefundsOwedDto>('/api/admin/refunds-owed', { signal }),
});

/** GET /api/admin/refunds-owed: orders with money still owed back to the buyer, oldest first. */
export function useRefundsOwed() {
  return useQuery(refundsOwedOptions);
}

/** POST /api/admin/orders/:id/manual-refunds: an operator paid the buyer back by hand, with that payment's reference. */
export function useRecordManualRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { orderId: string; currency: string; amountMinor: number; reference: string }) =>
      apiFetch<{ outstandingMinor: number; duplicate: boolean }>(
        `/api/admin/orders/${encodeURIComponent(input.orderId)}/manual-refunds`,
        {
          method: 'POST',
          body: { currency: input.currency, amountMinor: input.amountMinor, reference: input.reference },
        },
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'refunds-owed'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'overview'] });
    },
  });
}
