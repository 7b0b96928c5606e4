import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Scale } from 'lucide-react';
import { DISPUTE_STATUSES, type DisputeStatus } from '@app/shared/disputes';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field, FormAlert, Select } from '../../../components/ui/field';
import { Skeleton } from '../../../components/ui/skeleton';
import { Table, TBody, TD, TH, THead, TR } from '../../../components/ui/table';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { useAdminDisputes } from '../api/list-admin-disputes';
import { usd } from '../dispute-format';
import { DisputeStatusBadge } from './dispute-bits';
import { MediatorView } from './mediator-view';

/** Admin console, Disputes tab: the queue filtered by status (?dstatus=), and the mediator view of one (?dispute=). */
export function AdminDisputesTab() {
  const { t, i18n } = useTranslation('disputes');
  const lang = i18n.language;
  const [params, setParams] = useSearchParams();
  const raw = params.get('dstatus');
  const status: DisputeStatus | '' =
    raw === null ? 'ESCALATED' : (DISPUTE_STATUSES as readonly string[]).includes(raw) ? (raw as DisputeStatus) : '';
  const selected = params.get('dispute');
  const list = useAdminDisputes(status);
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
        <Field label={t('admin.filter')} className="w-56">
          <Select value={status} onChange={(e) => set('dstatus', e.target.value)}>
            <option value="">{t('admin.all')}</option>
            {DISPUTE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`statuses.${s}`)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      {list.isPending ? (
        <Card className="space-y-3 p-5" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-6 w-full" />
          ))}
        </Card>
      ) : list.isError ? (
        <FormAlert
          action={
            <Button size="sm" variant="outline" onClick={() => void list.refetch()}>
              {t('common:ui.retry')}
            </Button>
          }
        >
          {errorMessage(t, list.error, 'admin.loadFailed')}
        </FormAlert>
      ) : list.data.items.length === 0 ? (
        <Card>
          <EmptyState
            icon={<Scale className="size-7" />}
            title={t('admin.emptyTitle')}
            description={t('admin.emptyText')}
          />
        </Card>
      ) : (
        <Table caption={t('admin.title')} className="[&_table]:min-w-[52rem]">
          <THead>
            <TR className="hover:bg-transparent">
              <TH>{t('admin.columns.order')}</TH>
              <TH>{t('admin.columns.parties')}</TH>
              <TH>{t('admin.columns.reason')}</TH>
              <TH>{t('admin.columns.requested')}</TH>
              <TH>{t('admin.columns.status')}</TH>
              <TH>{t('admin.columns.updated')}</TH>
              <TH className="relative">
                <span className="sr-only">{t('admin.open')}</span>
              </TH>
            </TR>
          </THead>
          <TBody>
            {list.data.items.map((d) => (
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
    </section>
  );
}
