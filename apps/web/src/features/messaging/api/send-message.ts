import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageDto, SendMessageInput } from '@app/shared/messaging';
import { apiFetch } from '../../../lib/api-client';
import { messagingQueryRoot } from './keys';

/** POST /api/messaging/conversations/:id/messages. */
export function sendMessage(conversationId: string, input: SendMessageInput): Promise<MessageDto> {
  return apiFetch<MessageDto>(`/api/messaging/conversations/${encodeURIComponent(conversationId)}/messages`, {
    method: 'POST',
    body: input,
  });
}

export function useSendMessage(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendMessageInput) => sendMessage(conversationId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: messagingQueryRoot }),
  });
}
