import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences } from '@app/shared/auth';
import { apiFetch } from '../../../lib/api-client';
import { sessionQueryKey, type SessionAnswer } from '../../../app/get-session';

export function updateNotificationPreferences(body: NotificationPreferences): Promise<NotificationPreferences> {
  return apiFetch<NotificationPreferences>('/api/me/notification-preferences', { method: 'PUT', body });
}

export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: (saved) => {
      queryClient.setQueryData<SessionAnswer>(sessionQueryKey, (prev) =>
        prev?.user ? { ...prev, user: { ...prev.user, notificationPreferences: saved } } : prev,
      );
    },
  });
}
