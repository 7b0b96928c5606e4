import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export interface ResetPasswordBody {
  accessToken: string;
  refreshToken: string;
  password: string;
  confirmPassword: string;
}

export function resetPassword(body: ResetPasswordBody): Promise<{ ok: true }> {
  return apiFetch('/api/auth/reset-password', { method: 'POST', body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
