import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/vendor/payout-banks?currency=: the banks Paystack pays in that currency (kept an hour). */
export function usePayoutBanks(currency: string, enabled: boolean) {
  return useQuery({
    queryKey: ['vendor', 'payout-banks', currency] as const,
    queryFn: ({ signal }) =>
      apiFetch<{ banks: { code: string; name: string }[] }>(
        `/api/vendor/payout-banks?currency=${encodeURIComponent(currency)}`,
        { signal },
      ),
    enabled: enabled && currency !== '',
    staleTime: 3_600_000,
  });
}
