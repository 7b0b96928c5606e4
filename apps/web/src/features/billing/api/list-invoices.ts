import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvoiceListDto } from '@app/shared/billing';
import { apiFetch } from '../../../lib/api-client';

export const invoicesQueryKey = ['billing', 'invoices'] as const;

export function fetchInvoices(signal?: AbortSignal): Promise<InvoiceListDto> {
  return apiFetch<InvoiceListDto>('/api/billing/invoices', signal ? { signal } : {});
}

/** GET /api/billing/invoices: my orders, each with its invoice number once issued. */
export const invoicesQueryOptions = queryOptions({
  queryKey: invoicesQueryKey,
  queryFn: ({ signal }) => fetchInvoices(signal),
});

export function useInvoices(enabled = true) {
  return useQuery({ ...invoicesQueryOptions, enabled });
}

/** The invoice PDF of an order, in the page language (a plain link: the browser downloads it with the session cookie). */
export function invoiceUrl(orderId: string, lang: string): string {
  return `/api/orders/${encodeURIComponent(orderId)}/invoice.pdf?lang=${encodeURIComponent(lang)}`;
}
