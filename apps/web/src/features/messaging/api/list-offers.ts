import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OfferDto } from '@app/shared/offers';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/messaging/conversations/:id/offers: the quotes of a thread, newest first. */
export function offersQueryOptions(conversationId: string) {
  return queryOptions({
    queryKey: ['messaging', 'offers', conversationId] as const,
    queryFn: ({ signal }) =>
      apiFetch<{ items: OfferDto[] }>(`/api/messaging/conversations/${encodeURIComponent(conversationId)}/offers`, {
        signal,
      }),
  });
}

export function useOffers(conversationId: string, pollMs: number | false = false) {
  return useQuery({ ...offersQueryOptions(conversationId), refetchInterval: pollMs });
}
