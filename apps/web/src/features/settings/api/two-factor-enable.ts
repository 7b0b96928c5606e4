import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { sessionQueryKey, type SessionAnswer } from '../../../app/get-session';

export function enableTwoFactor(code: string): Promise<{ ok: true }> {
  return apiFetch('/api/me/two-factor/enable', { method: 'POST', body: { code } });
}

export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableTwoFactor,
    onSuccess: () => {
      queryClient.setQueryData<SessionAnswer>(sessionQueryKey, (prev) =>
        prev?.user ? { ...prev, user: { ...prev.user, twoFactorEnabled: true } } : prev,
      );
      void queryClient.invalidateQueries({ queryKey: ['notifications'] });
    },
  });
}
