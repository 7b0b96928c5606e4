import { useTranslation } from '../../../i18n/use-translation';
import { CalendarClock } from 'lucide-react';
import type { JobsReport } from '@app/shared/auth';
import { Badge } from '../../../components/ui/badge';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { formatDateTime, formatNumber } from '../../../lib/format';

type Job = JobsReport['list'][number];

function Outcome({ job }: { job: Job }) {
  const { t } = useTranslation('admin');
  const run = job.lastRun;
  if (!run) return <Badge tone="neutral">{t('monitor.jobs.never')}</Badge>;
  if (run.ok === null) return <Badge tone="blue">{t('monitor.jobs.running')}</Badge>;
  return run.ok ? (
    <Badge tone="green">{t('monitor.jobs.ok')}</Badge>
  ) : (
    <Badge tone="red">{t('monitor.jobs.failed')}</Badge>
  );
}

/** The periodic jobs on the monitor page (issue 21): when each last ran, how it went, and its failures in 24 hours. */
export function JobsCard({ jobs }: { jobs: JobsReport }) {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language;
  const n = (v: number) => formatNumber(v, lang);
  return (
    <Card>
      <CardHeader
        title={t('monitor.jobs.title')}
        description={t(`monitor.jobs.runner.${jobs.runner}`)}
        action={<CalendarClock aria-hidden="true" className="size-5 text-ink-400" />}
      />
      <CardBody>
        {jobs.list.length === 0 ? (
          <p className="text-sm text-ink-600">{t('monitor.jobs.empty')}</p>
        ) : (
          <ul className="divide-y divide-ink-100">
            {jobs.list.map((job) => {
              const run = job.lastRun;
              return (
                <li key={job.name} className="flex flex-wrap items-start justify-between gap-x-6 gap-y-2 py-3">
                  <div className="min-w-0">
                    <p className="font-medium text-ink-900">
                      {t(`monitor.jobs.names.${job.name}`, { defaultValue: job.name })}
                    </p>
                    <p className="text-xs text-ink-500">
                      {t('monitor.jobs.every', { n: n(job.everyMinutes) })} ·{' '}
                      {t('monitor.jobs.runs24h', { n: n(job.runs24h) })}
                      {job.failures24h > 0 ? (
                        <>
                          {' · '}
                          <span className="font-semibold text-red-700">
                            {t('monitor.jobs.failures24h', { n: n(job.failures24h) })}
                          </span>
                        </>
                      ) : null}
                    </p>
                    {run?.ok === false && run.error ? (
                      <p className="mt-1 break-words text-xs text-red-700" dir="ltr">
                        {run.error}
                      </p>
                    ) : null}
                  </div>
                  <div className="flex flex-col items-start gap-1 sm:items-end">
                    <Outcome job={job} />
                    {run ? (
                      <p className="text-xs text-ink-500">
                        {t('monitor.jobs.lastRun', { time: formatDateTime(run.startedAt, lang) })}
                        {run.attempt > 1 ? ` · ${t('monitor.jobs.attempt', { n: n(run.attempt) })}` : ''}
                      </p>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}
