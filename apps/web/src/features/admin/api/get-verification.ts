import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationDto } from '@app/shared/verification';
import { apiFetch } from '../../../lib/api-client';

export function fetchVerification(id: string, signal?: AbortSignal): Promise<ApplicationDto> {
  return apiFetch<ApplicationDto>(`/api/admin/verifications/${id}`, signal ? { signal } : {});
}

export const verificationOptions = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'verifications', 'detail', id] as const,
    queryFn: ({ signal }) => fetchVerification(id, signal),
  });

export function useVerification(id: string | null) {
  return useQuery({ ...verificationOptions(id ?? ''), enabled: Boolean(id) });
}
