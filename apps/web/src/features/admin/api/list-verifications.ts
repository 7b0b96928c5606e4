import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationDto } from '@app/shared/verification';
import { apiFetch } from '../../../lib/api-client';

export type VerificationStatus = ApplicationDto['status'];
export type VerificationRow = ApplicationDto & { documentsCount: number };

export function fetchVerifications(status: VerificationStatus | '', signal?: AbortSignal) {
  const qs = status ? `?status=${status}` : '';
  return apiFetch<{ items: VerificationRow[] }>(`/api/admin/verifications${qs}`, signal ? { signal } : {});
}

export const verificationsOptions = (status: VerificationStatus | '') =>
  queryOptions({
    queryKey: ['admin', 'verifications', 'list', status] as const,
    queryFn: ({ signal }) => fetchVerifications(status, signal),
  });

export function useVerifications(status: VerificationStatus | '') {
  return useQuery({ ...verificationsOptions(status), placeholderData: keepPreviousData });
}
