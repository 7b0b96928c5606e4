import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserDto } from '@app/shared/auth';
import { apiFetch } from '../../../lib/api-client';
import { sessionQueryKey, type SessionAnswer } from '../../../app/get-session';

export interface TwoFactorLoginBody {
  challengeId: string;
  code: string;
}

export function loginTwoFactor(body: TwoFactorLoginBody): Promise<{ status: 'signed-in'; user: UserDto }> {
  return apiFetch('/api/auth/login/two-factor', { method: 'POST', body });
}

export function useLoginTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginTwoFactor,
    onSuccess: async (answer) => {
      queryClient.setQueryData<SessionAnswer>(sessionQueryKey, (prev) => ({
        csrfToken: prev?.csrfToken ?? '',
        user: answer.user,
      }));
      await queryClient.invalidateQueries();
    },
  });
}
