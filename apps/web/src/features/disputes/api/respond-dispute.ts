import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DisputeDto, RespondDisputeRequest } from '@app/shared/disputes';
import { apiFetch } from '../../../lib/api-client';
import { disputesRoot } from './dispute-keys';

/** POST /api/disputes/:id/respond: the vendor accepts, offers a partial refund, or contests. */
export function respondDispute(input: { id: string; body: RespondDisputeRequest }): Promise<DisputeDto> {
  return apiFetch<DisputeDto>(`/api/disputes/${encodeURIComponent(input.id)}/respond`, {
    method: 'POST',
    body: input.body,
  });
}

export function useRespondDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: respondDispute,
    // a resolution moves the order's escrow, and the order DTOs carry each part's dispute status
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: disputesRoot }),
        queryClient.invalidateQueries({ queryKey: ['orders'] }),
      ]),
  });
}
