import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DisputeDto, OpenDisputeRequest } from '@app/shared/disputes';
import { apiFetch } from '../../../lib/api-client';
import { disputesRoot } from './dispute-keys';

/** POST /api/disputes: the buyer opens a dispute on one vendor order (escrow frozen until it is resolved). */
export function openDispute(input: OpenDisputeRequest): Promise<DisputeDto> {
  return apiFetch<DisputeDto>('/api/disputes', { method: 'POST', body: input });
}

export function useOpenDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openDispute,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: disputesRoot }),
        queryClient.invalidateQueries({ queryKey: ['orders'] }),
      ]),
  });
}
