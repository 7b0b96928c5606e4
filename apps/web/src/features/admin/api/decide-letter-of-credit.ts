import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LetterOfCreditDto } from '@app/shared/letters-of-credit';
import { ApiError, apiFetch } from '../../../lib/api-client';

export type LetterOfCreditDecision =
  { id: string; decision: 'verify' } | { id: string; decision: 'reject'; reason: string };

/** POST /api/admin/letters-of-credit/:id/verify (no body) | reject ({ reason }, 5 to 500 characters). */
export function decideLetterOfCredit(input: LetterOfCreditDecision): Promise<LetterOfCreditDto> {
  const path = `/api/admin/letters-of-credit/${encodeURIComponent(input.id)}/${input.decision}`;
  return apiFetch<LetterOfCreditDto>(
    path,
    input.decision === 'reject' ? { method: 'POST', body: { reason: input.reason } } : { method: 'POST' },
  );
}

export function useDecideLetterOfCredit() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['admin', 'quote-requests'] });
  return useMutation({
    mutationFn: decideLetterOfCredit,
    onSuccess: refresh,
    // 409: decided meanwhile, or the pro-forma no longer waits for payment: the list is out of date
    onError: (e) => {
      if (e instanceof ApiError && e.status === 409) refresh();
    },
  });
}
