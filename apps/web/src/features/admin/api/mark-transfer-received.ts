import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecordTransferInput, RecordTransferResponse } from '@app/shared/orders';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/admin/quote-requests/:id/transfer-received: the amount, bank reference and date of a received transfer. */
export function markTransferReceived(input: { id: string } & RecordTransferInput): Promise<RecordTransferResponse> {
  const { id, ...body } = input;
  return apiFetch<RecordTransferResponse>(`/api/admin/quote-requests/${encodeURIComponent(id)}/transfer-received`, {
    method: 'POST',
    body,
  });
}

export function useMarkTransferReceived() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markTransferReceived,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'quote-requests'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'overview'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'payouts'] });
    },
  });
}
