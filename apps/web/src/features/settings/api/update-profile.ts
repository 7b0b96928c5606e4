import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileRequest, UserDto } from '@app/shared/auth';
import { apiFetch } from '../../../lib/api-client';
import { sessionQueryKey, type SessionAnswer } from '../../../app/get-session';

export function updateProfile(body: UpdateProfileRequest): Promise<UserDto> {
  return apiFetch<UserDto>('/api/me', { method: 'PATCH', body });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      queryClient.setQueryData<SessionAnswer>(sessionQueryKey, (prev) => ({ csrfToken: prev?.csrfToken ?? '', user }));
    },
  });
}
