import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PayoutAccountDto } from '@app/shared/payouts';
import { apiFetch } from '../../../lib/api-client';

export const payoutAccountQueryKey = ['vendor', 'payout-account'] as const;

/** GET /api/vendor/payout-account: where the vendor is paid, the ways offered, their recent payouts. */
export const payoutAccountQueryOptions = queryOptions({
  queryKey: payoutAccountQueryKey,
  queryFn: ({ signal }) => apiFetch<PayoutAccountDto>('/api/vendor/payout-account', { signal }),
});

export function usePayoutAccount() {
  return useQuery(payoutAccountQueryOptions);
}
