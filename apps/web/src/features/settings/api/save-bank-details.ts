import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BankDetailsRequest, BankDetailsResponse } from '@app/shared/bank-details';
import { apiFetch } from '../../../lib/api-client';
import { bankDetailsQueryKey } from './get-bank-details';

/** PUT /api/me/bank-details (vendor): saves the payout bank details (a blank account number or IBAN keeps the saved one). */
export function saveBankDetails(body: BankDetailsRequest): Promise<BankDetailsResponse> {
  return apiFetch<BankDetailsResponse>('/api/me/bank-details', { method: 'PUT', body });
}

export function useSaveBankDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBankDetails,
    onSuccess: (answer) => {
      queryClient.setQueryData<BankDetailsResponse>(bankDetailsQueryKey, answer);
    },
  });
}
