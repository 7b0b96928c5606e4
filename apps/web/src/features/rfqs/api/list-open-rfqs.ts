import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VendorRfqListDto } from '@app/shared/rfqs';
import { apiFetch } from '../../../lib/api-client';
import { useAuth } from '../../../app/use-auth';
import { rfqKeys } from './rfq-keys';

export function fetchOpenRfqs(signal?: AbortSignal): Promise<VendorRfqListDto> {
  return apiFetch<VendorRfqListDto>('/api/rfqs/open', signal ? { signal } : {});
}

/** GET /api/rfqs/open: open requests in the vendor's categories, with their own quote and this month's quota. */
export function useOpenRfqs() {
  const { user } = useAuth();
  return useQuery({
    ...queryOptions({ queryKey: rfqKeys.open(user?.id ?? ''), queryFn: ({ signal }) => fetchOpenRfqs(signal) }),
    enabled: Boolean(user),
  });
}
