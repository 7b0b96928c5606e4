import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Clock, FileText, Image as ImageIcon } from 'lucide-react';
import type { DisputeEventDto, DisputeEvidenceDto, DisputeStatus } from '@app/shared/disputes';
import { Badge } from '../../../components/ui/badge';
import { formatDateTime } from '../../../lib/format';
import { STATUS_TONES, timeLeft } from '../dispute-format';

export function DisputeStatusBadge({ status }: { status: DisputeStatus }) {
  const { t } = useTranslation('disputes');
  return <Badge tone={STATUS_TONES[status]}>{t(`statuses.${status}`)}</Badge>;
}

/** A live countdown to a deadline (refreshes every 30 seconds). */
export function DeadlineCountdown({ dueAt, who }: { dueAt: string; who: 'vendor' | 'buyer' }) {
  const { t, i18n } = useTranslation('disputes');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(id);
  }, []);
  const left = timeLeft(dueAt, now);
  const parts = [left.days ? `${left.days}d` : null, `${left.hours}h`, `${String(left.minutes).padStart(2, '0')}m`]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="flex items-start gap-3 rounded-lg border border-accent-200 bg-accent-50 p-4" data-testid="deadline">
      <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-700" />
      <div className="text-sm">
        <p className="font-semibold text-accent-900">
          {t(who === 'vendor' ? 'page.vendorDue' : 'page.buyerDue', { date: formatDateTime(dueAt, i18n.language) })}
        </p>
        <p className="mt-0.5 text-accent-800 tabular-nums" dir="ltr">
          {left.passed ? t('page.overdueDeadline') : t('page.remaining', { time: parts })}
        </p>
      </div>
    </div>
  );
}

export function EvidenceList({ items }: { items: DisputeEvidenceDto[] }) {
  const { t } = useTranslation('disputes');
  if (items.length === 0) return <p className="text-sm text-ink-600">{t('evidence.none')}</p>;
  return (
    <ul className="grid gap-3 sm:grid-cols-2" data-testid="evidence-list">
      {items.map((e) => (
        <li key={e.id}>
          <a
            href={e.url}
            target="_blank"
            rel="noreferrer"
            className="flex items-center gap-3 rounded-lg border border-ink-200 p-2 hover:bg-ink-50 focus-visible:ring-2 focus-visible:ring-accent-400 focus-visible:outline-none"
            aria-label={t('evidence.open', { name: e.filename })}
          >
            {e.mime.startsWith('image/') ? (
              <img src={e.url} alt="" className="size-14 shrink-0 rounded object-cover" loading="lazy" />
            ) : (
              <span className="flex size-14 shrink-0 items-center justify-center rounded bg-ink-100 text-ink-600">
                <FileText aria-hidden="true" className="size-6" />
              </span>
            )}
            <span className="min-w-0">
              <bdi className="block truncate text-sm font-medium text-ink-900">{e.filename}</bdi>
              <span className="flex items-center gap-1 text-xs text-ink-600">
                {e.mime.startsWith('image/') ? <ImageIcon aria-hidden="true" className="size-3" /> : null}
                {t('evidence.from', { party: t(`parties.${e.party}`).toLowerCase() })}
              </span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

export function DisputeTimeline({ events }: { events: DisputeEventDto[] }) {
  const { t, i18n } = useTranslation('disputes');
  return (
    <ol className="relative space-y-4 border-s border-ink-200 ps-5" data-testid="timeline">
      {events.map((e) => (
        <li key={e.id} className="relative">
          <span
            aria-hidden="true"
            className="absolute -start-[1.65rem] top-1 size-3 rounded-full border-2 border-white bg-brand-600 ring-1 ring-brand-600"
          />
          <p className="text-sm font-semibold text-ink-900">
            {t(`timelineActions.${e.action}`, { defaultValue: e.action })}
          </p>
          <p className="text-xs text-ink-600">
            {t(`parties.${e.party}`)} · {formatDateTime(e.createdAt, i18n.language)}
          </p>
        </li>
      ))}
    </ol>
  );
}
