import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminPayoutsDto } from '@app/shared/payouts';
import { apiFetch } from '../../../lib/api-client';

const key = ['admin', 'payout-transfers'] as const;

/** GET /api/admin/payouts/transfers: automatic payouts with their provider state. */
export function useAdminTransfers() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => apiFetch<AdminPayoutsDto>('/api/admin/payouts/transfers', { signal }),
  });
}

/** POST /api/admin/payouts/transfers/:id/retry. */
export function useRetryTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<{ payoutId: string }>(`/api/admin/payouts/transfers/${id}/retry`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** POST /api/admin/vendors/:id/payout-hold. */
export function useHoldPayouts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { vendorId: string; held: boolean; reason?: string }) =>
      apiFetch<{ held: boolean }>(`/api/admin/vendors/${input.vendorId}/payout-hold`, {
        method: 'POST',
        body: { held: input.held, reason: input.reason ?? '' },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
