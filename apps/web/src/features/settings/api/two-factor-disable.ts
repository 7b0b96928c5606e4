import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { sessionQueryKey, type SessionAnswer } from '../../../app/get-session';

export function disableTwoFactor(password: string): Promise<{ ok: true }> {
  return apiFetch('/api/me/two-factor/disable', { method: 'POST', body: { password } });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => {
      queryClient.setQueryData<SessionAnswer>(sessionQueryKey, (prev) =>
        prev?.user ? { ...prev, user: { ...prev.user, twoFactorEnabled: false } } : prev,
      );
      void queryClient.invalidateQueries({ queryKey: ['notifications'] });
    },
  });
}
