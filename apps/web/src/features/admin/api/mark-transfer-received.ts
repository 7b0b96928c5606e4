import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export function markTransferReceived(input: { id: string; bankReference: string }): Promise<{ orderId: string }> {
  return apiFetch<{ orderId: string }>(`/api/admin/quote-requests/${input.id}/transfer-received`, {
    method: 'POST',
    body: { bankReference: input.bankReference },
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
