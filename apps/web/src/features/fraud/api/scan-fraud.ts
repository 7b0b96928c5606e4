import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { fraudKeys } from './fraud-keys';

/** POST /api/admin/fraud/scan: runs the account rules now (they also run every 15 minutes). */
export function scanFraud(): Promise<{ scanned: number; alerts: number }> {
  return apiFetch<{ scanned: number; alerts: number }>('/api/admin/fraud/scan', { method: 'POST' });
}

export function useScanFraud() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scanFraud,
    onSettled: () => queryClient.invalidateQueries({ queryKey: fraudKeys.all }),
  });
}
