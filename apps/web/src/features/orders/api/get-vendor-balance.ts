import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VendorMoneyDto } from '@app/shared/money-figures';
import { apiFetch } from '../../../lib/api-client';

export type VendorBalance = VendorMoneyDto;

export const vendorBalanceQueryKey = ['vendor', 'balance'] as const;

export function fetchVendorBalance(signal?: AbortSignal): Promise<VendorBalance> {
  return apiFetch<VendorBalance>('/api/vendor/balance', signal ? { signal } : {});
}

/**
 * GET /api/vendor/balance: the vendor's money from the escrow ledger (USD cents, then each other currency it was paid
 * in), see VendorMoneyDto.
 */
export const vendorBalanceQueryOptions = queryOptions({
  queryKey: vendorBalanceQueryKey,
  queryFn: ({ signal }) => fetchVendorBalance(signal),
});

export function useVendorBalance(enabled = true) {
  return useQuery({ ...vendorBalanceQueryOptions, enabled });
}
