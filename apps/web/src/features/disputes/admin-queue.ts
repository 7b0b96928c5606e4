/** The admin dispute queue's filter, read from the URL (`?dstatus=`): pure, unit-tested. */
import { ADMIN_DISPUTE_FILTERS, type AdminDisputeQueueDto } from '@app/shared/disputes';
import type { AdminQueueFilter } from './api/list-admin-disputes';

/** No parameter: every dispute not yet resolved (the default view, newest first). `all`: resolved ones included. */
export function queueFilter(raw: string | null): AdminQueueFilter {
  if (raw === null || raw === '') return 'UNRESOLVED';
  if (raw === 'all') return '';
  return (ADMIN_DISPUTE_FILTERS as readonly string[]).includes(raw) ? (raw as AdminQueueFilter) : 'UNRESOLVED';
}

/** The URL value of a filter (the default view has none). */
export function queueParam(filter: AdminQueueFilter): string | null {
  if (filter === 'UNRESOLVED') return null;
  return filter === '' ? 'all' : filter;
}

/** Disputes not yet resolved, from the per-status counts. */
export function unresolvedCount(counts: AdminDisputeQueueDto['counts']): number {
  return counts.OPEN + counts.OFFERED + counts.ESCALATED;
}
