import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayoutAccountDto, PayoutAccountInput } from '@app/shared/payouts';
import { apiFetch } from '../../../lib/api-client';
import { payoutAccountQueryKey } from './get-payout-account';

/** PUT /api/vendor/payout-account: the provider checks the account first; a refusal comes back under its field. */
export function useSavePayoutAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PayoutAccountInput) =>
      apiFetch<PayoutAccountDto>('/api/vendor/payout-account', { method: 'PUT', body }),
    onSuccess: (answer) => queryClient.setQueryData(payoutAccountQueryKey, answer),
  });
}
