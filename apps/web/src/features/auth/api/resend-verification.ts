import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export function resendVerification(email: string): Promise<{ ok: true }> {
  return apiFetch('/api/auth/resend-verification', { method: 'POST', body: { email } });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
