import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { VendorAnalyticsDto } from '@app/shared/analytics';
import { apiFetch } from '../../../lib/api-client';

export function fetchVendorAnalytics(
  range: { from: string; to: string },
  signal?: AbortSignal,
): Promise<VendorAnalyticsDto> {
  const qs = new URLSearchParams(range).toString();
  return apiFetch<VendorAnalyticsDto>(`/api/vendor/analytics?${qs}`, signal ? { signal } : {});
}

export function vendorAnalyticsOptions(range: { from: string; to: string }) {
  return queryOptions({
    queryKey: ['vendor', 'analytics', range.from, range.to] as const,
    queryFn: ({ signal }) => fetchVendorAnalytics(range, signal),
  });
}

/** GET /api/vendor/analytics?from&to: the signed-in vendor's figures for a period (previous period stays shown while loading). */
export function useVendorAnalytics(range: { from: string; to: string }) {
  return useQuery({ ...vendorAnalyticsOptions(range), placeholderData: keepPreviousData });
}
