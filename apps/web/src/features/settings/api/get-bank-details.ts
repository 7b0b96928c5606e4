import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BankDetailsResponse } from '@app/shared/bank-details';
import { apiFetch } from '../../../lib/api-client';

export const bankDetailsQueryKey = ['me', 'bank-details'] as const;

export function fetchBankDetails(signal?: AbortSignal): Promise<BankDetailsResponse> {
  return apiFetch<BankDetailsResponse>('/api/me/bank-details', signal ? { signal } : {});
}

/** GET /api/me/bank-details (vendor): the payout bank details, account number and IBAN masked; null when none. */
export const bankDetailsQueryOptions = queryOptions({
  queryKey: bankDetailsQueryKey,
  queryFn: ({ signal }) => fetchBankDetails(signal),
});

export function useBankDetails(enabled = true) {
  return useQuery({ ...bankDetailsQueryOptions, enabled });
}
