import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { sessionsQueryKey } from './list-sessions';

export function signOutOtherSessions(): Promise<{ revoked: number }> {
  return apiFetch('/api/me/sessions/sign-out-others', { method: 'POST' });
}

export function useSignOutOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
