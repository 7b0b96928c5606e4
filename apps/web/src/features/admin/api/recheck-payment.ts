import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecheckPaymentDto } from '@app/shared/payments';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/admin/payments/:checkoutId/recheck: asks the provider where the payment stands and settles it (audited). */
export function recheckPayment(checkoutId: string): Promise<RecheckPaymentDto> {
  return apiFetch<RecheckPaymentDto>(`/api/admin/payments/${encodeURIComponent(checkoutId)}/recheck`, {
    method: 'POST',
  });
}

/**
 * Re-checks payments, several at once if the admin asks: each answer reaches `onDone` (or `onFailed`) with its
 * checkout id, also when its row left the list meanwhile; the list and the money figures are then fetched again.
 */
export function useRecheckPayment(handlers: {
  onDone: (checkoutId: string, result: RecheckPaymentDto) => void;
  onFailed: (checkoutId: string, error: unknown) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recheckPayment,
    onSuccess: (result, checkoutId) => {
      handlers.onDone(checkoutId, result);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'payments'] });
      if (result.before !== result.after) {
        void queryClient.invalidateQueries({ queryKey: ['admin', 'overview'] });
        void queryClient.invalidateQueries({ queryKey: ['admin', 'reports'] });
      }
    },
    onError: (error, checkoutId) => handlers.onFailed(checkoutId, error),
  });
}
