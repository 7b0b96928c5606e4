import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/messaging/conversations/:id/read: marks the thread read (the other party sees "Seen"). */
export function markConversationRead(conversationId: string): Promise<{ unreadTotal: number }> {
  return apiFetch<{ unreadTotal: number }>(`/api/messaging/conversations/${encodeURIComponent(conversationId)}/read`, {
    method: 'POST',
  });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markConversationRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['messaging', 'conversations'] }),
  });
}
