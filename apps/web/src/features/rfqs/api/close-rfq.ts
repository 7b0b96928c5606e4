import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RfqDto } from '@app/shared/rfqs';
import { apiFetch } from '../../../lib/api-client';
import { rfqKeys } from './rfq-keys';

/** POST /api/rfqs/:id/close: the buyer stops taking quotes. */
export function closeRfq(rfqId: string): Promise<RfqDto> {
  return apiFetch<RfqDto>(`/api/rfqs/${encodeURIComponent(rfqId)}/close`, { method: 'POST' });
}

export function useCloseRfq(rfqId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => closeRfq(rfqId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: rfqKeys.all }),
  });
}
