import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeeTiersDto, ReplaceFeeTiersInput } from '@app/shared/payments';
import { apiFetch } from '../../../lib/api-client';
import { feeTiersQueryKey } from './get-fee-tiers';

/** PUT /api/admin/fee-tiers: replaces the whole table (the server validates and audits it). */
export function replaceFeeTiers(body: ReplaceFeeTiersInput) {
  return apiFetch<FeeTiersDto>('/api/admin/fee-tiers', { method: 'PUT', body });
}

export function useReplaceFeeTiers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replaceFeeTiers,
    onSuccess: (answer) => {
      queryClient.setQueryData(feeTiersQueryKey, answer);
      // carts (and anything priced) follow the new table
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'admin' });
    },
  });
}
