import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export function forgotPassword(email: string): Promise<{ ok: true }> {
  return apiFetch('/api/auth/forgot-password', { method: 'POST', body: { email } });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
