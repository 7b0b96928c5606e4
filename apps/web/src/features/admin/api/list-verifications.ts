import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationDto } from '@app/shared/verification';
import { apiFetch } from '../../../lib/api-client';

export type VerificationStatus = ApplicationDto['status'];
/** AWAITING: every open verification (pending review, or waiting on the vendor's answer). */
export type VerificationFilter = VerificationStatus | 'AWAITING' | '';
export type VerificationRow = ApplicationDto & { documentsCount: number };

export function fetchVerifications(status: VerificationFilter, signal?: AbortSignal) {
  const qs = status ? `?status=${status}` : '';
  return apiFetch<{ items: VerificationRow[] }>(`/api/admin/verifications${qs}`, signal ? { signal } : {});
}

export const verificationsOptions = (status: VerificationFilter) =>
  queryOptions({
    queryKey: ['admin', 'verifications', 'list', status] as const,
    queryFn: ({ signal }) => fetchVerifications(status, signal),
  });

export function useVerifications(status: VerificationFilter) {
  return useQuery({ ...verificationsOptions(status), placeholderData: keepPreviousData });
}
