import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { AdminUser } from './list-users';

export function reinstateUser(input: { id: string; reason?: string }): Promise<AdminUser> {
  return apiFetch<AdminUser>(`/api/admin/users/${input.id}/reinstate`, {
    method: 'POST',
    body: { reason: input.reason ?? '' },
  });
}

export function useReinstateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reinstateUser,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'users'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'overview'] });
    },
  });
}
