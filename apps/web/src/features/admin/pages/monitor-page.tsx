import { useTranslation } from '../../../i18n/use-translation';
import { Activity, ArrowLeft, Clock, Cpu, Database, Mail, RefreshCw, Server } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button, LinkButton } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { FormAlert } from '../../../components/ui/field';
import { Page, PageHeader } from '../../../components/ui/page';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime, formatNumber, splitDuration } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { MONITOR_REFRESH_MS, useMonitor } from '../api/get-monitor';
import { JobsCard } from '../components/jobs-card';

function Metric({ label, value, tone }: { label: ReactNode; value: ReactNode; tone?: 'bad' }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2">
      <dt className="text-sm text-ink-600">{label}</dt>
      <dd
        className={
          tone === 'bad' ? 'font-semibold tabular-nums text-red-700' : 'font-semibold tabular-nums text-ink-900'
        }
      >
        {value}
      </dd>
    </div>
  );
}

export function MonitorPage() {
  const { t, i18n } = useTranslation('admin');
  useDocumentTitle(t('monitor.title'));
  const monitor = useMonitor();
  const lang = i18n.language;
  const n = (v: number, digits = 0) => formatNumber(v, lang, { maximumFractionDigits: digits });

  const actions = (
    <>
      <LinkButton
        to="/admin/dashboard"
        variant="ghost"
        icon={<ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />}
      >
        {t('monitor.back')}
      </LinkButton>
      <Button
        variant="outline"
        icon={<RefreshCw aria-hidden="true" className="size-4" />}
        loading={monitor.isFetching}
        onClick={() => void monitor.refetch()}
      >
        {t('common:ui.refresh')}
      </Button>
    </>
  );

  return (
    <Page>
      <PageHeader
        eyebrow={t('dashboard.eyebrow')}
        title={t('monitor.title')}
        description={t('monitor.subtitle', { seconds: MONITOR_REFRESH_MS / 1000 })}
        actions={actions}
      />
      {monitor.isError ? (
        <div className="mb-6">
          <FormAlert title={t('monitor.unreachable')}>
            {errorMessage(t, monitor.error, 'monitor.failed')}
            {monitor.data ? ` ${t('monitor.showingLast')}` : ''}
          </FormAlert>
        </div>
      ) : null}
      {monitor.isPending ? (
        <div className="grid gap-6 md:grid-cols-2" aria-busy="true" aria-label={t('common:ui.loading')}>
          {[0, 1, 2, 3].map((i) => (
            <Card key={i} className="space-y-3 p-5">
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-3 w-full" />
              <Skeleton className="h-3 w-2/3" />
            </Card>
          ))}
        </div>
      ) : monitor.data ? (
        (() => {
          const h = monitor.data;
          const up = splitDuration(h.uptimeSeconds);
          return (
            <div className="space-y-6">
              <Card className="flex flex-wrap items-center gap-4 p-5">
                <span
                  aria-hidden="true"
                  className={`flex size-12 items-center justify-center rounded-xl ${h.status === 'ok' ? 'bg-brand-50 text-brand-700' : 'bg-accent-50 text-accent-700'}`}
                >
                  <Activity className="size-6" />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="text-sm text-ink-600">{t('monitor.overall')}</p>
                  <p className="text-xl font-bold text-ink-900">
                    {h.status === 'ok' ? t('monitor.ok') : t('monitor.degraded')}
                  </p>
                </div>
                <p className="text-xs text-ink-500">
                  {t('monitor.updated', { time: formatDateTime(new Date(monitor.dataUpdatedAt).toISOString(), lang) })}
                </p>
              </Card>
              <div className="grid gap-6 md:grid-cols-2">
                <Card>
                  <CardHeader
                    title={t('monitor.server.title')}
                    action={<Server aria-hidden="true" className="size-5 text-ink-400" />}
                  />
                  <CardBody>
                    <dl className="divide-y divide-ink-100">
                      <Metric
                        label={t('monitor.server.uptime')}
                        value={t('monitor.server.uptimeValue', { d: up.days, h: up.hours, m: up.minutes })}
                      />
                      <Metric label={t('monitor.server.startedAt')} value={formatDateTime(h.startedAt, lang)} />
                      <Metric label={t('monitor.server.version')} value={<span dir="ltr">{h.version}</span>} />
                    </dl>
                  </CardBody>
                </Card>
                <Card>
                  <CardHeader
                    title={t('monitor.database.title')}
                    action={
                      <Badge
                        tone={h.database.ok ? 'green' : 'red'}
                        icon={<Database aria-hidden="true" className="size-3.5" />}
                      >
                        {h.database.ok ? t('monitor.reachable') : t('monitor.down')}
                      </Badge>
                    }
                  />
                  <CardBody>
                    <dl className="divide-y divide-ink-100">
                      <Metric
                        label={t('monitor.database.driver')}
                        value={
                          h.database.driver === 'pglite' ? t('monitor.database.pglite') : t('monitor.database.postgres')
                        }
                      />
                      <Metric
                        label={t('monitor.database.latency')}
                        value={t('monitor.ms', { value: n(h.database.latencyMs, 1) })}
                      />
                    </dl>
                  </CardBody>
                </Card>
                <Card>
                  <CardHeader
                    title={t('monitor.mail.title')}
                    action={<Mail aria-hidden="true" className="size-5 text-ink-400" />}
                  />
                  <CardBody>
                    <dl className="divide-y divide-ink-100">
                      <Metric
                        label={t('monitor.mail.transport')}
                        value={h.mailQueue.transport === 'smtp' ? t('monitor.mail.smtp') : t('monitor.mail.outbox')}
                      />
                      <Metric label={t('monitor.mail.pending')} value={n(h.mailQueue.pending)} />
                      <Metric
                        label={t('monitor.mail.failed')}
                        value={n(h.mailQueue.failed)}
                        {...(h.mailQueue.failed > 0 ? { tone: 'bad' as const } : {})}
                      />
                      <Metric label={t('monitor.mail.sentLastHour')} value={n(h.mailQueue.sentLastHour)} />
                    </dl>
                  </CardBody>
                </Card>
                <Card>
                  <CardHeader
                    title={t('monitor.memory.title')}
                    action={<Cpu aria-hidden="true" className="size-5 text-ink-400" />}
                  />
                  <CardBody>
                    <dl className="divide-y divide-ink-100">
                      <Metric
                        label={t('monitor.memory.rss')}
                        value={t('monitor.mb', { value: n(h.memory.rssMb, 1) })}
                      />
                      <Metric
                        label={t('monitor.memory.heap')}
                        value={t('monitor.mb', { value: n(h.memory.heapUsedMb, 1) })}
                      />
                    </dl>
                  </CardBody>
                </Card>
              </div>
              <JobsCard jobs={h.jobs} />
              <p className="flex items-center gap-2 text-xs text-ink-500">
                <Clock aria-hidden="true" className="size-3.5" />
                {t('monitor.autoRefresh', { seconds: MONITOR_REFRESH_MS / 1000 })}
              </p>
            </div>
          );
        })()
      ) : null}
    </Page>
  );
}
