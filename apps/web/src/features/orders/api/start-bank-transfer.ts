import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckoutRequest, ProformaDto } from '@app/shared/orders';
import { apiFetch } from '../../../lib/api-client';
import { cartQueryRoot } from '../../cart/public';
import { proformaQueryKey } from './get-proforma';
import { quotesQueryKey } from './list-quotes';

/**
 * POST /api/checkout/bank-transfer: the server prices the cart, reserves the stock and issues a pro-forma invoice
 * (reference, bank details, PDF by e-mail). The order is placed when the transfer arrives.
 */
export function startBankTransfer(body: CheckoutRequest): Promise<ProformaDto> {
  return apiFetch<ProformaDto>('/api/checkout/bank-transfer', { method: 'POST', body });
}

export function useStartBankTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startBankTransfer,
    onSuccess: (proforma) => {
      queryClient.setQueryData(proformaQueryKey(proforma.checkoutId), proforma);
      // The lines left the cart for the pro-forma. Marked stale only: refetching now would empty the cart under the
      // checkout page, which would send the buyer to /cart before the pro-forma page opens (it refreshes the cart).
      void queryClient.invalidateQueries({ queryKey: cartQueryRoot, refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: quotesQueryKey });
    },
  });
}
