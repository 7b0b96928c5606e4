import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminReportDto } from '@app/shared/money-figures';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/admin/reports: orders placed in the period and the escrow ledger's figures for it. */
export type AdminReport = AdminReportDto;

export function reportQuery(from: string, to: string): string {
  return new URLSearchParams({ from, to }).toString();
}

export function ledgerCsvUrl(from: string, to: string): string {
  return `/api/admin/reports/ledger.csv?${reportQuery(from, to)}`;
}

export function fetchReport(from: string, to: string, signal?: AbortSignal): Promise<AdminReport> {
  return apiFetch<AdminReport>(`/api/admin/reports?${reportQuery(from, to)}`, signal ? { signal } : {});
}

export const reportOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: ['admin', 'reports', from, to] as const,
    queryFn: ({ signal }) => fetchReport(from, to, signal),
  });

export function useReport(from: string, to: string, enabled = true) {
  return useQuery({ ...reportOptions(from, to), enabled, placeholderData: keepPreviousData });
}
