import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { AdminUser } from './list-users';

export function suspendUser(input: { id: string; reason: string }): Promise<AdminUser> {
  return apiFetch<AdminUser>(`/api/admin/users/${input.id}/suspend`, {
    method: 'POST',
    body: { reason: input.reason },
  });
}

export function useSuspendUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: suspendUser,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'users'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'overview'] });
    },
  });
}
