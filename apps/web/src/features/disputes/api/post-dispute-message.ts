import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DisputeDto } from '@app/shared/disputes';
import { apiFetch } from '../../../lib/api-client';
import { disputeKey, mediatorKey } from './dispute-keys';

/** POST /api/disputes/:id/messages { body, evidenceIds }: a message in the dispute's thread. */
export function postDisputeMessage(input: { id: string; body: string; evidenceIds: string[] }): Promise<DisputeDto> {
  return apiFetch<DisputeDto>(`/api/disputes/${encodeURIComponent(input.id)}/messages`, {
    method: 'POST',
    body: { body: input.body, evidenceIds: input.evidenceIds },
  });
}

export function usePostDisputeMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postDisputeMessage,
    onSuccess: (dto) => queryClient.setQueryData(disputeKey(dto.id), dto),
    onSettled: (_d, _e, v) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: disputeKey(v.id) }),
        queryClient.invalidateQueries({ queryKey: mediatorKey(v.id) }),
      ]),
  });
}
