import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { Scale } from 'lucide-react';
import { DISPUTE_STATUSES } from '@app/shared/disputes';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field, Select } from '../../../components/ui/field';
import { QueryState } from '../../../components/ui/query-state';
import { Table, TBody, TD, TH, THead, TR } from '../../../components/ui/table';
import { formatDateTime } from '../../../lib/format';
import { useAdminDisputes } from '../api/list-admin-disputes';
import { queueFilter, queueParam, unresolvedCount } from '../admin-queue';
import { usd } from '../dispute-format';
import { DisputeStatusBadge } from './dispute-bits';
import { MediatorView } from './mediator-view';

/**
 * Admin console, Disputes tab: the queue (?dstatus=; by default every dispute not yet resolved, newest first, with the
 * counts), and the mediator view of one (?dispute=).
 */
export function AdminDisputesTab() {
  const { t, i18n } = useTranslation('disputes');
  const lang = i18n.language;
  const [params, setParams] = useSearchParams();
  const filter = queueFilter(params.get('dstatus'));
  const selected = params.get('dispute');
  const list = useAdminDisputes(filter);
  const counts = list.data?.counts;
  const label = (text: string, count: number | undefined) =>
    count === undefined ? text : t('queue.option', { label: text, n: count });
  const set = (key: string, value: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );

  if (selected) return <MediatorView id={selected} onClose={() => set('dispute', null)} />;

  return (
    <section aria-labelledby="disputes-queue-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="disputes-queue-heading" className="text-lg font-semibold text-ink-900">
          {t('admin.title')}
        </h2>
        <Field label={t('admin.filter')} className="w-full sm:w-64">
          <Select
            value={filter === '' ? 'all' : filter}
            onChange={(e) => set('dstatus', queueParam(queueFilter(e.target.value)))}
          >
            <option value="UNRESOLVED">{label(t('queue.unresolved'), counts && unresolvedCount(counts))}</option>
            {DISPUTE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {label(t(`statuses.${s}`), counts?.[s])}
              </option>
            ))}
            <option value="all">{t('queue.everything')}</option>
          </Select>
        </Field>
      </div>
      {counts ? (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-700" data-testid="queue-summary">
          <span>{t('queue.summary', { open: unresolvedCount(counts), escalated: counts.ESCALATED })}</span>
          {counts.ESCALATED > 0 && filter !== 'ESCALATED' ? (
            <button
              type="button"
              className="font-semibold text-brand-700 underline-offset-4 hover:underline"
              onClick={() => set('dstatus', 'ESCALATED')}
            >
              {t('queue.showEscalated')}
            </button>
          ) : null}
        </p>
      ) : null}
      <QueryState
        query={list}
        loading={{ look: 'rows', count: 3 }}
        error={{ ns: 'disputes', fallback: 'admin.loadFailed' }}
        empty={
          <Card>
            <EmptyState
              icon={<Scale className="size-7" />}
              title={filter === 'UNRESOLVED' ? t('queue.emptyTitle') : t('admin.emptyTitle')}
              description={filter === 'UNRESOLVED' ? t('queue.emptyText') : t('admin.emptyText')}
            />
          </Card>
        }
      >
        {({ items }) => (
          <Table caption={t('admin.title')} className="[&_table]:min-w-[60rem]">
            <THead>
              <TR className="hover:bg-transparent">
                <TH>{t('admin.columns.order')}</TH>
                <TH>{t('admin.columns.parties')}</TH>
                <TH>{t('admin.columns.reason')}</TH>
                <TH>{t('admin.columns.requested')}</TH>
                <TH>{t('admin.columns.status')}</TH>
                <TH>{t('queue.opened')}</TH>
                <TH>{t('admin.columns.updated')}</TH>
                <TH className="relative">
                  <span className="sr-only">{t('admin.open')}</span>
                </TH>
              </TR>
            </THead>
            <TBody>
              {items.map((d) => (
                <TR key={d.id}>
                  <TD className="font-mono font-semibold whitespace-nowrap" dir="ltr">
                    #{d.orderRef}
                  </TD>
                  <TD>
                    <p className="font-medium">
                      <bdi>{d.buyerName}</bdi>
                    </p>
                    <p className="text-xs text-ink-600">
                      <bdi>{d.vendorName}</bdi>
                    </p>
                  </TD>
                  <TD>{t(`reasons.${d.reason}`)}</TD>
                  <TD className="whitespace-nowrap tabular-nums">
                    {d.requestedOutcome === 'PARTIAL_REFUND' && d.requestedRefundCents !== null
                      ? usd(d.requestedRefundCents, lang)
                      : t('outcomes.FULL_REFUND')}
                  </TD>
                  <TD>
                    <DisputeStatusBadge status={d.status} />
                  </TD>
                  <TD className="whitespace-nowrap">{formatDateTime(d.createdAt, lang)}</TD>
                  <TD className="whitespace-nowrap">{formatDateTime(d.updatedAt, lang)}</TD>
                  <TD>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => set('dispute', d.id)}
                      aria-label={t('admin.openNamed', { ref: d.orderRef })}
                    >
                      {t('admin.open')}
                    </Button>
                  </TD>
                </TR>
              ))}
            </TBody>
          </Table>
        )}
      </QueryState>
    </section>
  );
}
