import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VendorReliabilityDto } from '@app/shared/reliability';
import { apiFetch } from '../../../lib/api-client';
import { reliabilityKeys } from './reliability-keys';

export function fetchVendorReliability(vendorId: string, signal?: AbortSignal) {
  return apiFetch<VendorReliabilityDto>(
    `/api/reliability/vendors/${encodeURIComponent(vendorId)}`,
    signal ? { signal } : {},
  );
}

/** GET /api/reliability/vendors/:id: a supplier's public reliability figures (product page). */
export const vendorReliabilityQuery = (vendorId: string) =>
  queryOptions({
    queryKey: reliabilityKeys.vendor(vendorId),
    queryFn: ({ signal }) => fetchVendorReliability(vendorId, signal),
    staleTime: 60_000,
  });

export function useVendorReliability(vendorId: string) {
  return useQuery(vendorReliabilityQuery(vendorId));
}
