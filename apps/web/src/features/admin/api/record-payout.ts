import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export function recordPayout(input: { vendorId: string; amount: string; reference: string }) {
  return apiFetch<{ ok: true }>('/api/admin/payouts', { method: 'POST', body: input });
}

export function useRecordPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordPayout,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'payouts'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'reports'] });
    },
  });
}
