import { useMutation } from '@tanstack/react-query';
import type { RegisterRequest } from '@app/shared/auth';
import { apiFetch } from '../../../lib/api-client';

export function register(body: RegisterRequest): Promise<{ ok: true }> {
  return apiFetch('/api/auth/register', { method: 'POST', body });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
