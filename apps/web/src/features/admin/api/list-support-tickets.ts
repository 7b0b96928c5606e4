import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const TICKET_STATUSES = ['open', 'answered', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export interface SupportTicket {
  id: string;
  reference: string;
  name: string;
  email: string;
  category: string;
  subject: string;
  message: string;
  source: string;
  status: TicketStatus;
  createdAt: string;
}

export function fetchSupportTickets(status: TicketStatus | '', signal?: AbortSignal) {
  const qs = status ? `?status=${status}` : '';
  return apiFetch<{ items: SupportTicket[] }>(`/api/admin/support-tickets${qs}`, signal ? { signal } : {});
}

export const supportTicketsOptions = (status: TicketStatus | '') =>
  queryOptions({
    queryKey: ['admin', 'support-tickets', status] as const,
    queryFn: ({ signal }) => fetchSupportTickets(status, signal),
  });

export function useSupportTickets(status: TicketStatus | '') {
  return useQuery({ ...supportTicketsOptions(status), placeholderData: keepPreviousData });
}
