import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export function replySupportTicket(input: { id: string; message: string }) {
  return apiFetch<{ ok: true }>(`/api/admin/support-tickets/${input.id}/reply`, {
    method: 'POST',
    body: { message: input.message },
  });
}

export function useReplySupportTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replySupportTicket,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin', 'support-tickets'] }),
  });
}
