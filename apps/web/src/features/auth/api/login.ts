import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginRequest, LoginResponse } from '@app/shared/auth';
import { apiFetch } from '../../../lib/api-client';
import { sessionQueryKey, type SessionAnswer } from '../../../app/get-session';

export function login(body: LoginRequest): Promise<LoginResponse> {
  return apiFetch<LoginResponse>('/api/auth/login', { method: 'POST', body });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: async (answer) => {
      if (answer.status === 'signed-in') {
        queryClient.setQueryData<SessionAnswer>(sessionQueryKey, (prev) => ({
          csrfToken: prev?.csrfToken ?? '',
          user: answer.user,
        }));
        // the session cookie changed: fetch a fresh CSRF token and drop any signed-out data
        await queryClient.invalidateQueries();
      }
    },
  });
}
