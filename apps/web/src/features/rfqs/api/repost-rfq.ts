import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RfqDto } from '@app/shared/rfqs';
import { apiFetch } from '../../../lib/api-client';
import { rfqKeys } from './rfq-keys';

/** POST /api/rfqs/:id/repost: a copy of the request, open again until `closesOn`. */
export function repostRfq(rfqId: string, closesOn: string): Promise<RfqDto> {
  return apiFetch<RfqDto>(`/api/rfqs/${encodeURIComponent(rfqId)}/repost`, { method: 'POST', body: { closesOn } });
}

export function useRepostRfq(rfqId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (closesOn: string) => repostRfq(rfqId, closesOn),
    onSettled: () => queryClient.invalidateQueries({ queryKey: rfqKeys.all }),
  });
}
