import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VendorStatsDto } from '@app/shared/catalog';
import { apiFetch } from '../../../lib/api-client';
import { catalogKeys } from './catalog-keys';

export function fetchVendorStats(signal?: AbortSignal): Promise<VendorStatsDto> {
  return apiFetch<VendorStatsDto>('/api/vendor/stats', signal ? { signal } : {});
}

export const vendorStatsOptions = queryOptions({
  queryKey: catalogKeys.vendorStats,
  queryFn: ({ signal }) => fetchVendorStats(signal),
});

export function useVendorStats() {
  return useQuery(vendorStatsOptions);
}
