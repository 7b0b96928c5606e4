import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export function closeSupportTicket(id: string) {
  return apiFetch<{ ok: true }>(`/api/admin/support-tickets/${id}/close`, { method: 'POST' });
}

export function useCloseSupportTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeSupportTicket,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin', 'support-tickets'] }),
  });
}
