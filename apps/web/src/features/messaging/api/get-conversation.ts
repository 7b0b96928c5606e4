import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConversationDto } from '@app/shared/messaging';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/messaging/conversations/:id: the thread with its messages (parties and admins). */
export function conversationQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['messaging', 'conversation', id] as const,
    queryFn: ({ signal }) =>
      apiFetch<ConversationDto>(`/api/messaging/conversations/${encodeURIComponent(id)}`, { signal }),
  });
}

export function useConversation(id: string, pollMs: number | false = false) {
  return useQuery({ ...conversationQueryOptions(id), refetchInterval: pollMs });
}
