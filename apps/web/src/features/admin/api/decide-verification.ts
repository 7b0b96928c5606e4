import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationDto } from '@app/shared/verification';
import { apiFetch } from '../../../lib/api-client';

export type VerificationDecision = 'approve' | 'reject' | 'request-info';

/** POST /api/admin/verifications/:id/approve | reject | request-info (reason required for the last two). */
export function decideVerification(input: { id: string; decision: VerificationDecision; reason: string }) {
  return apiFetch<ApplicationDto>(`/api/admin/verifications/${input.id}/${input.decision}`, {
    method: 'POST',
    body: { reason: input.reason },
  });
}

export function useDecideVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideVerification,
    onSuccess: (app) => {
      queryClient.setQueryData(['admin', 'verifications', 'detail', app.id], app);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'verifications', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'overview'] });
      // the vendor's KYC status shows in the payouts and users lists too
      void queryClient.invalidateQueries({ queryKey: ['admin', 'payouts'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'users'] });
    },
  });
}
