import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProformaDto } from '@app/shared/orders';
import { apiFetch } from '../../../lib/api-client';
import { cartQueryRoot } from '../../cart/public';
import { proformaQueryKey } from './get-proforma';
import { quotesQueryKey } from './list-quotes';

/** POST /api/checkout/:id/cancel: the buyer cancels an unpaid pro-forma; the stock is released, the lines go back to the cart. */
export function cancelProforma(checkoutId: string): Promise<ProformaDto> {
  return apiFetch<ProformaDto>(`/api/checkout/${encodeURIComponent(checkoutId)}/cancel`, { method: 'POST' });
}

export function useCancelProforma() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelProforma,
    onSuccess: (proforma) => {
      queryClient.setQueryData(proformaQueryKey(proforma.checkoutId), proforma);
      void queryClient.invalidateQueries({ queryKey: cartQueryRoot });
      void queryClient.invalidateQueries({ queryKey: quotesQueryKey });
    },
  });
}
