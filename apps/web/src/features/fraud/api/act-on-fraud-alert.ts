import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FraudAction, FraudAlertDto } from '@app/shared/fraud';
import { apiFetch } from '../../../lib/api-client';
import { fraudKeys } from './fraud-keys';

/** POST /api/admin/fraud/alerts/:id/action: dismiss, hold the order, lift the hold or suspend the account (audited). */
export function actOnFraudAlert({
  id,
  action,
  note,
}: {
  id: string;
  action: FraudAction;
  note: string;
}): Promise<FraudAlertDto> {
  return apiFetch<FraudAlertDto>(`/api/admin/fraud/alerts/${encodeURIComponent(id)}/action`, {
    method: 'POST',
    body: { action, note },
  });
}

export function useActOnFraudAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actOnFraudAlert,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: fraudKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['admin'] }),
      ]),
  });
}
