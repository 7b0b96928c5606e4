import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role } from '@app/shared/constants';
import { apiFetch } from '../../../lib/api-client';
import type { AdminUser } from './list-users';

export function updateUserRoles(input: { id: string; roles: Role[] }): Promise<AdminUser> {
  return apiFetch<AdminUser>(`/api/admin/users/${input.id}/roles`, { method: 'PUT', body: { roles: input.roles } });
}

export function useUpdateUserRoles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserRoles,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'users'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'overview'] });
    },
  });
}
