import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export interface VendorBalance {
  heldCents: number;
  availableCents: number;
  paidOutCents: number;
}

export const vendorBalanceQueryKey = ['vendor', 'balance'] as const;

export function fetchVendorBalance(signal?: AbortSignal): Promise<VendorBalance> {
  return apiFetch<VendorBalance>('/api/vendor/balance', signal ? { signal } : {});
}

/** GET /api/vendor/balance: money in escrow, available and paid out (USD cents). */
export const vendorBalanceQueryOptions = queryOptions({
  queryKey: vendorBalanceQueryKey,
  queryFn: ({ signal }) => fetchVendorBalance(signal),
});

export function useVendorBalance(enabled = true) {
  return useQuery({ ...vendorBalanceQueryOptions, enabled });
}
