import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DecideDisputeRequest, DisputeDto } from '@app/shared/disputes';
import { apiFetch } from '../../../lib/api-client';
import { disputesRoot } from './dispute-keys';

/** POST /api/admin/disputes/:id/decide: release, full refund or partial refund, with a note to both parties. */
export function decideDispute(input: { id: string; body: DecideDisputeRequest }): Promise<DisputeDto> {
  return apiFetch<DisputeDto>(`/api/admin/disputes/${encodeURIComponent(input.id)}/decide`, {
    method: 'POST',
    body: input.body,
  });
}

export function useDecideDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideDispute,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: disputesRoot }),
        queryClient.invalidateQueries({ queryKey: ['orders'] }),
      ]),
  });
}
