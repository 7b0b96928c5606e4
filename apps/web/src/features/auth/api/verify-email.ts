import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export function verifyEmail(token: string): Promise<{ ok: true; email: string }> {
  return apiFetch('/api/auth/verify-email', { method: 'POST', body: { token } });
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
