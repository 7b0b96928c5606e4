import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RfqDto, RfqInput } from '@app/shared/rfqs';
import { apiFetch } from '../../../lib/api-client';
import { rfqKeys } from './rfq-keys';

/** POST /api/rfqs: the buyer posts a buying request. */
export function createRfq(input: RfqInput): Promise<RfqDto> {
  return apiFetch<RfqDto>('/api/rfqs', { method: 'POST', body: input });
}

export function useCreateRfq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRfq,
    onSuccess: (rfq) => queryClient.removeQueries({ queryKey: rfqKeys.detail(rfq.id) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: rfqKeys.all }),
  });
}
