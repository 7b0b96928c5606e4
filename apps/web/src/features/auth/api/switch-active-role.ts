import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role } from '@app/shared/constants';
import { apiFetch } from '../../../lib/api-client';
import { sessionQueryKey, type SessionAnswer } from '../../../app/get-session';

export interface SwitchRoleAnswer {
  roles: Role[];
  activeRole: Role;
}

export function switchActiveRole(role: Role): Promise<SwitchRoleAnswer> {
  return apiFetch<SwitchRoleAnswer>('/api/me/active-role', { method: 'PUT', body: { role } });
}

export function useSwitchActiveRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchActiveRole,
    onSuccess: (answer) => {
      queryClient.setQueryData<SessionAnswer>(sessionQueryKey, (prev) =>
        prev?.user ? { ...prev, user: { ...prev.user, roles: answer.roles, activeRole: answer.activeRole } } : prev,
      );
      void queryClient.invalidateQueries({ queryKey: ['notifications'] });
    },
  });
}
