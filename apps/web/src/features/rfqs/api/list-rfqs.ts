import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RfqListDto } from '@app/shared/rfqs';
import { apiFetch } from '../../../lib/api-client';
import { useAuth } from '../../../app/use-auth';
import { rfqKeys } from './rfq-keys';

export function fetchMyRfqs(signal?: AbortSignal): Promise<RfqListDto> {
  return apiFetch<RfqListDto>('/api/rfqs', signal ? { signal } : {});
}

/** GET /api/rfqs: the buyer's own buying requests, newest first. */
export function useMyRfqs() {
  const { user } = useAuth();
  return useQuery({
    ...queryOptions({ queryKey: rfqKeys.mine(user?.id ?? ''), queryFn: ({ signal }) => fetchMyRfqs(signal) }),
    enabled: Boolean(user),
  });
}
