import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export interface AuditRow {
  id: string;
  actorId: string | null;
  action: string;
  subjectType: string;
  subjectId: string | null;
  data: unknown;
  createdAt: string;
}

export function fetchAudit(limit: number, signal?: AbortSignal) {
  return apiFetch<{ items: AuditRow[] }>(`/api/admin/audit?limit=${limit}`, signal ? { signal } : {});
}

export const auditOptions = (limit: number) =>
  queryOptions({
    queryKey: ['admin', 'audit', limit] as const,
    queryFn: ({ signal }) => fetchAudit(limit, signal),
  });

export function useAudit(limit: number) {
  return useQuery({ ...auditOptions(limit), placeholderData: keepPreviousData });
}
