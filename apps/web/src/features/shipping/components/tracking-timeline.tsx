import type { TFunction } from '../../../i18n/translator';
import { useTranslation } from '../../../i18n/use-translation';
import { Clock3, MapPin } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { countryName } from '../../../lib/countries';
import { formatDateTime } from '../../../lib/format';
import type { TrackingEvent } from '../api/get-order-tracking';
import { newestFirst } from '../shipment-status';

/** "Lagos, Nigeria" from an event's location (a 2-letter country code is shown by its name), or "" when unknown. */
function placeOf(location: TrackingEvent['location'], lang: string, t: TFunction): string {
  const city = location.city.trim();
  const raw = location.country.trim();
  const country = /^[A-Z]{2}$/.test(raw) ? countryName(raw, lang) : raw;
  if (city && country) return t('tracking.place', { city, country });
  return city || country;
}

/**
 * What happened: the carrier's (or an admin's) own text as written; the platform's own events (a label bought, a carrier
 * event without text) in the reader's words.
 */
export function eventTitle(event: Pick<TrackingEvent, 'event_desc' | 'status' | 'generated'>, t: TFunction): string {
  if (!event.generated) return event.event_desc;
  return event.status === 'PENDING_LABEL' ? t('status.PENDING_LABEL') : t(`event.defaults.${event.status}`);
}

/** The tracking history, newest first, the newest highlighted (spec 2.15). */
export function TrackingTimeline({ events, headingId }: { events: readonly TrackingEvent[]; headingId?: string }) {
  const { t, i18n } = useTranslation('shipping');
  const lang = i18n.language;
  if (events.length === 0) {
    return (
      <p className="flex items-center gap-2 rounded-lg border border-dashed border-ink-300 px-4 py-5 text-sm text-ink-600">
        <Clock3 aria-hidden="true" className="size-4 shrink-0" />
        {t('tracking.noEvents')}
      </p>
    );
  }
  const ordered = newestFirst(events);
  return (
    <ol aria-labelledby={headingId} className="relative space-y-3">
      {ordered.map((event, index) => {
        const latest = index === 0;
        const place = placeOf(event.location, lang, t);
        return (
          <li key={event.id} className="relative flex gap-3" aria-current={latest ? 'step' : undefined}>
            <div className="flex flex-col items-center" aria-hidden="true">
              <span
                className={cn(
                  'mt-4 size-3 shrink-0 rounded-full ring-4',
                  latest ? 'bg-brand-600 ring-brand-100' : 'bg-ink-300 ring-white',
                )}
              />
              {index < ordered.length - 1 ? <span className="mt-1 w-px flex-1 bg-ink-200" /> : null}
            </div>
            <div
              className={cn(
                'min-w-0 flex-1 rounded-lg border px-4 py-3',
                latest ? 'border-brand-200 bg-brand-50' : 'border-ink-200 bg-white',
              )}
            >
              <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
                <p className={cn('font-semibold break-words', latest ? 'text-brand-900' : 'text-ink-900')}>
                  {eventTitle(event, t)}
                </p>
                {latest ? (
                  <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                    {t('tracking.latest')}
                  </span>
                ) : null}
              </div>
              <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-600">
                <span className="inline-flex items-center gap-1">
                  <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
                  {place || t('tracking.noLocation')}
                </span>
                <time dateTime={event.event_time} className="inline-flex items-center gap-1">
                  <Clock3 aria-hidden="true" className="size-3.5 shrink-0" />
                  {formatDateTime(event.event_time, lang)}
                </time>
              </div>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
