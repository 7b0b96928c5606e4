import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConversationDto } from '@app/shared/concierge';
import { apiFetch } from '../../../lib/api-client';

export const conciergeConversationOptions = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'concierge-conversation', id] as const,
    queryFn: ({ signal }) => apiFetch<ConversationDto>(`/api/admin/concierge/conversations/${id}`, { signal }),
  });

/** GET /api/admin/concierge/conversations/:id: an escalated concierge conversation, for the agent handling it. */
export function useConciergeConversation(id: string) {
  return useQuery(conciergeConversationOptions(id));
}
