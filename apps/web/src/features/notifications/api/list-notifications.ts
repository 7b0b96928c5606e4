import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { NotificationDto } from '@app/shared/auth';
import { apiFetch } from '../../../lib/api-client';

export interface NotificationPage {
  items: NotificationDto[];
  unreadCount: number;
  nextCursor: string | null;
}

export const notificationsKey = ['notifications'] as const;

export function fetchNotifications(
  params: { cursor?: string | null; limit?: number },
  signal?: AbortSignal,
): Promise<NotificationPage> {
  const search = new URLSearchParams();
  if (params.cursor) search.set('cursor', params.cursor);
  if (params.limit) search.set('limit', String(params.limit));
  const qs = search.toString();
  return apiFetch<NotificationPage>(`/api/notifications${qs ? `?${qs}` : ''}`, signal ? { signal } : {});
}

/** The latest few, for the header dropdown; refreshed every minute. */
export function latestNotificationsOptions(enabled: boolean) {
  return queryOptions({
    queryKey: [...notificationsKey, 'latest'] as const,
    queryFn: ({ signal }) => fetchNotifications({ limit: 6 }, signal),
    enabled,
    refetchInterval: enabled ? 60_000 : false,
  });
}

export function useLatestNotifications(enabled: boolean) {
  return useQuery(latestNotificationsOptions(enabled));
}

export const PAGE_SIZE = 20;

export const allNotificationsOptions = infiniteQueryOptions({
  queryKey: [...notificationsKey, 'all'] as const,
  queryFn: ({ pageParam, signal }) => fetchNotifications({ cursor: pageParam, limit: PAGE_SIZE }, signal),
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.nextCursor,
});

export function useAllNotifications() {
  return useInfiniteQuery(allNotificationsOptions);
}
