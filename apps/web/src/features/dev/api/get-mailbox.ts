import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export interface MailboxItem {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  kind?: string;
  status: string;
  createdAt: string;
}

export function fetchMailbox(to: string, signal?: AbortSignal): Promise<{ items: MailboxItem[] }> {
  const qs = to ? `?${new URLSearchParams({ to }).toString()}` : '';
  return apiFetch<{ items: MailboxItem[] }>(`/api/dev/mailbox${qs}`, signal ? { signal } : {});
}

export function mailboxOptions(to: string) {
  return queryOptions({
    queryKey: ['dev', 'mailbox', to] as const,
    queryFn: ({ signal }) => fetchMailbox(to, signal),
    refetchInterval: 5_000,
    retry: false,
  });
}

export function useMailbox(to: string) {
  return useQuery(mailboxOptions(to));
}
