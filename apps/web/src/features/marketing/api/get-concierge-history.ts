import type { ConversationDto } from '@app/shared/concierge';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/concierge/history: the stored conversation (the given one, or the signed-in user's latest). */
export function fetchConciergeHistory(
  conversationId: string | null,
  signal?: AbortSignal,
): Promise<{ conversation: ConversationDto | null }> {
  const qs = conversationId ? `?conversationId=${encodeURIComponent(conversationId)}` : '';
  return apiFetch<{ conversation: ConversationDto | null }>(`/api/concierge/history${qs}`, signal ? { signal } : {});
}
