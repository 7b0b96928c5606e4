import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConversationListDto } from '@app/shared/messaging';
import { apiFetch } from '../../../lib/api-client';

export type ConversationSide = 'buyer' | 'vendor';

/** GET /api/messaging/conversations?as=buyer|vendor: threads, newest activity first. */
export function conversationsQueryOptions(side: ConversationSide) {
  return queryOptions({
    queryKey: ['messaging', 'conversations', side] as const,
    queryFn: ({ signal }) => apiFetch<ConversationListDto>(`/api/messaging/conversations?as=${side}`, { signal }),
  });
}

export function useConversations(side: ConversationSide, pollMs: number | false = false) {
  return useQuery({ ...conversationsQueryOptions(side), refetchInterval: pollMs });
}
