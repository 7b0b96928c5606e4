import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollText } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Table, TBody, TD, TH, THead, TR } from '../../../components/ui/table';
import { formatDateTime } from '../../../lib/format';
import { useAudit } from '../api/list-audit';
import { shortId, summarizeData } from '../lib/admin-format';
import { EmptyCard, QueryError, TableSkeleton } from './query-states';

const STEP = 100;
const MAX = 500;

export function AuditTab() {
  const { t, i18n } = useTranslation('admin');
  const [limit, setLimit] = useState(STEP);
  const audit = useAudit(limit);

  if (audit.isPending) return <TableSkeleton rows={8} />;
  if (audit.isError) {
    return <QueryError error={audit.error} onRetry={() => void audit.refetch()} fallbackKey="console.audit.failed" />;
  }
  if (audit.data.items.length === 0) {
    return <EmptyCard icon={<ScrollText className="size-7" />} title={t('console.audit.emptyTitle')} />;
  }
  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <Button size="sm" variant="outline" loading={audit.isFetching} onClick={() => void audit.refetch()}>
          {t('common:ui.refresh')}
        </Button>
      </div>
      <Table className="relative" caption={t('console.audit.caption')}>
        <THead>
          <TR>
            <TH>{t('console.audit.time')}</TH>
            <TH>{t('console.audit.actor')}</TH>
            <TH>{t('console.audit.action')}</TH>
            <TH>{t('console.audit.subject')}</TH>
            <TH>{t('console.audit.data')}</TH>
          </TR>
        </THead>
        <TBody>
          {audit.data.items.map((a) => {
            const data = summarizeData(a.data);
            return (
              <TR key={a.id}>
                <TD className="whitespace-nowrap">{formatDateTime(a.createdAt, i18n.language)}</TD>
                <TD className="font-mono" dir="ltr">
                  {a.actorId ? shortId(a.actorId) : t('console.audit.system')}
                </TD>
                <TD className="font-mono text-xs" dir="ltr">
                  {a.action}
                </TD>
                <TD className="text-xs" dir="ltr">
                  {a.subjectType}
                  {a.subjectId ? ` ${shortId(a.subjectId)}` : ''}
                </TD>
                <TD className="max-w-80 truncate text-xs text-ink-600" title={data} dir="ltr">
                  {data || '—'}
                </TD>
              </TR>
            );
          })}
        </TBody>
      </Table>
      {audit.data.items.length >= limit && limit < MAX ? (
        <div className="flex justify-center">
          <Button variant="outline" loading={audit.isFetching} onClick={() => setLimit((l) => Math.min(MAX, l + STEP))}>
            {t('common:ui.loadMore')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
