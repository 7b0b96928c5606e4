import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Copy, ScrollText } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryState } from '../../../components/ui/query-state';
import { Table, TBody, TD, TH, THead, TR } from '../../../components/ui/table';
import { useToast } from '../../../components/ui/toast';
import { formatDateTime } from '../../../lib/format';
import { useAudit, type AuditRow } from '../api/list-audit';
import { shortId, summarizeData } from '../lib/admin-format';

const STEP = 100;
const MAX = 500;

export function AuditTab() {
  const { t, i18n } = useTranslation('admin');
  const [limit, setLimit] = useState(STEP);
  const audit = useAudit(limit);

  return (
    <QueryState
      query={audit}
      loading={{ look: 'rows', count: 8 }}
      error={{ ns: 'admin', fallback: 'console.audit.failed' }}
      empty={
        <Card>
          <EmptyState icon={<ScrollText className="size-7" />} title={t('console.audit.emptyTitle')} />
        </Card>
      }
    >
      {(rows) => (
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
              {rows.items.map((a) => {
                const data = summarizeData(a.data);
                return (
                  <TR key={a.id} data-testid="audit-row">
                    <TD className="whitespace-nowrap">{formatDateTime(a.createdAt, i18n.language)}</TD>
                    <TD className="min-w-40">
                      <Actor row={a} />
                    </TD>
                    <TD className="font-mono text-xs" dir="ltr">
                      {a.action}
                    </TD>
                    <TD className="min-w-48">
                      <Subject row={a} />
                    </TD>
                    <TD className="max-w-80 truncate text-xs text-ink-600" title={data} dir="ltr">
                      {data || '—'}
                    </TD>
                  </TR>
                );
              })}
            </TBody>
          </Table>
          {rows.items.length >= limit && limit < MAX ? (
            <div className="flex justify-center">
              <Button
                variant="outline"
                loading={audit.isFetching}
                onClick={() => setLimit((l) => Math.min(MAX, l + STEP))}
              >
                {t('common:ui.loadMore')}
              </Button>
            </div>
          ) : null}
        </div>
      )}
    </QueryState>
  );
}

/** Who acted: the name, the e-mail below; the id on hover and to copy. "system" for scheduled work. */
function Actor({ row }: { row: AuditRow }) {
  const { t } = useTranslation('admin');
  if (!row.actorId) return <span className="text-ink-500">{t('console.audit.system')}</span>;
  return (
    <span className="flex items-start gap-1">
      <span className="min-w-0" title={row.actorId}>
        <bdi className="block font-medium text-ink-900">{row.actorName ?? shortId(row.actorId)}</bdi>
        {row.actorEmail ? (
          <span className="block truncate text-xs text-ink-500" dir="ltr">
            {row.actorEmail}
          </span>
        ) : null}
      </span>
      <CopyId id={row.actorId} />
    </span>
  );
}

/** What it was about: the kind, then its name (a product, an order reference, a person) and a detail. */
function Subject({ row }: { row: AuditRow }) {
  const { t } = useTranslation('admin');
  return (
    <span className="flex items-start gap-1">
      <span className="min-w-0" title={row.subjectId ?? undefined}>
        <span className="block font-mono text-[11px] text-ink-500" dir="ltr">
          {row.subjectType}
        </span>
        {row.subjectLabel ? (
          <bdi className="block font-medium text-ink-900">{row.subjectLabel}</bdi>
        ) : row.subjectId ? (
          <span className="block text-xs text-ink-500">
            <span className="font-mono" dir="ltr">
              {shortId(row.subjectId)}
            </span>{' '}
            · {t('console.audit.unknownSubject')}
          </span>
        ) : null}
        {row.subjectDetail ? <bdi className="block truncate text-xs text-ink-500">{row.subjectDetail}</bdi> : null}
      </span>
      {row.subjectId ? <CopyId id={row.subjectId} /> : null}
    </span>
  );
}

function CopyId({ id }: { id: string }) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  return (
    <button
      type="button"
      title={id}
      aria-label={`${t('console.audit.copyId')}: ${id}`}
      className="shrink-0 rounded p-1 text-ink-400 hover:bg-ink-100 hover:text-ink-700"
      onClick={() => {
        void navigator.clipboard?.writeText(id).then(
          () => toast.success(t('console.audit.copied')),
          () => undefined,
        );
      }}
    >
      <Copy aria-hidden="true" className="size-3.5" />
    </button>
  );
}
