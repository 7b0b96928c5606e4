import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConversationDto } from '@app/shared/messaging';
import { apiFetch } from '../../../lib/api-client';
import { messagingQueryRoot } from './keys';

/** POST /api/messaging/conversations/:id/close | reopen: mark the thread done (no longer an active inquiry) or reopen it. */
export function setConversationStatus(conversationId: string, action: 'close' | 'reopen'): Promise<ConversationDto> {
  return apiFetch<ConversationDto>(`/api/messaging/conversations/${encodeURIComponent(conversationId)}/${action}`, {
    method: 'POST',
  });
}

export function useSetConversationStatus(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'close' | 'reopen') => setConversationStatus(conversationId, action),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: messagingQueryRoot });
      await queryClient.invalidateQueries({ queryKey: ['catalog', 'vendor', 'stats'] });
    },
  });
}
