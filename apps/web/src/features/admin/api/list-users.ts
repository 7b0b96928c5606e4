import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { UserDto } from '@app/shared/auth';
import { apiFetch } from '../../../lib/api-client';

export type AdminUser = UserDto & { status: 'active' | 'suspended' };
export interface AdminUsersPage {
  items: AdminUser[];
  nextCursor: string | null;
}

export const USERS_PAGE_SIZE = 25;

export function fetchAdminUsers(q: string, cursor: string | undefined, signal?: AbortSignal) {
  const params = new URLSearchParams({ limit: String(USERS_PAGE_SIZE) });
  if (q) params.set('q', q);
  if (cursor) params.set('cursor', cursor);
  return apiFetch<AdminUsersPage>(`/api/admin/users?${params.toString()}`, signal ? { signal } : {});
}

export const adminUsersOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: ['admin', 'users', q] as const,
    queryFn: ({ pageParam, signal }) => fetchAdminUsers(q, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function useAdminUsers(q: string) {
  return useInfiniteQuery({ ...adminUsersOptions(q), placeholderData: keepPreviousData });
}
