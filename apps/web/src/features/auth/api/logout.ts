import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { sessionQueryKey, type SessionAnswer } from '../../../app/get-session';
import { forgetOfflineData } from '../../../lib/offline';

export async function logout(): Promise<void> {
  try {
    await apiFetch<{ ok: true }>('/api/auth/logout', { method: 'POST' });
  } catch (err) {
    // Sign-out ignores 401, 403 and 404 (spec 8): the session is gone either way.
    if (err instanceof ApiError && [401, 403, 404].includes(err.status)) return;
    throw err;
  }
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      forgetOfflineData();
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'auth' });
      queryClient.setQueryData<SessionAnswer>(sessionQueryKey, (prev) => ({
        csrfToken: prev?.csrfToken ?? '',
        user: null,
      }));
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
