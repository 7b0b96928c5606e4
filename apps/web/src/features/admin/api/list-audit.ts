import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** A row of GET /api/admin/audit: ids with the names the server joined in (null: system action / no name known). */
export interface AuditRow {
  id: string;
  actorId: string | null;
  actorName: string | null;
  actorEmail: string | null;
  action: string;
  subjectType: string;
  subjectId: string | null;
  /** e.g. the product's name, an order reference, a person's name, a ticket number */
  subjectLabel: string | null;
  /** e.g. the vendor of a product, a person's e-mail, a ticket's subject */
  subjectDetail: string | null;
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
