import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProformaDto } from '@app/shared/orders';
import { apiFetch } from '../../../lib/api-client';

export const proformaQueryKey = (checkoutId: string) => ['orders', 'proforma', checkoutId] as const;

export function fetchProforma(checkoutId: string, signal?: AbortSignal): Promise<ProformaDto> {
  return apiFetch<ProformaDto>(`/api/checkout/${encodeURIComponent(checkoutId)}/proforma`, signal ? { signal } : {});
}

/** GET /api/checkout/:id/proforma: a bank transfer checkout of the signed-in buyer, with the bank details to pay it. */
export function proformaQueryOptions(checkoutId: string) {
  return queryOptions({
    queryKey: proformaQueryKey(checkoutId),
    queryFn: ({ signal }) => fetchProforma(checkoutId, signal),
  });
}

export function useProforma(checkoutId: string) {
  return useQuery(proformaQueryOptions(checkoutId));
}
