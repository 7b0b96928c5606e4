import { useTranslation } from '../../../i18n/use-translation';
import { BadgeCheck, CalendarClock, FileText, MapPin, Package, Ship, Tag } from 'lucide-react';
import type { RfqDto } from '@app/shared/rfqs';
import { Card } from '../../../components/ui/card';
import { categoryName } from '../../../lib/catalog-labels';
import { formatDate, formatNumber } from '../../../lib/format';
import { formatPrice } from '../../../lib/format-price';
import { formatQuantity, perUnit } from '../../../lib/units';
import { RfqStatusBadge } from './rfq-status-badge';

/** What the buyer asked for: the figures a supplier quotes against. */
export function RfqSummary({ rfq }: { rfq: RfqDto }) {
  const { t, i18n } = useTranslation('rfqs');
  const lang = i18n.language;
  const item = 'min-w-0';
  const label = 'flex items-center gap-1 text-xs text-ink-500';
  const value = 'mt-0.5 font-medium break-words text-ink-900';
  return (
    <Card className="p-5" data-testid="rfq-summary">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm text-ink-600">{categoryName(t, rfq.category)}</p>
          <h2 dir="auto" className="text-xl font-semibold break-words text-ink-900">
            {rfq.product}
          </h2>
        </div>
        <RfqStatusBadge rfq={rfq} />
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-3 lg:grid-cols-4">
        <div className={item}>
          <dt className={label}>
            <Package aria-hidden="true" className="size-3.5" />
            {t('summary.quantity')}
          </dt>
          <dd className={value}>{formatQuantity(t, rfq.quantity, rfq.unit)}</dd>
        </div>
        <div className={item}>
          <dt className={label}>
            <Tag aria-hidden="true" className="size-3.5" />
            {t('summary.target')}
          </dt>
          <dd className={value}>
            {rfq.targetUnitPriceCents === null
              ? t('summary.noTarget')
              : `${formatPrice(rfq.targetUnitPriceCents, rfq.currency, lang)} ${perUnit(t, rfq.unit)}`}
          </dd>
        </div>
        <div className={item}>
          <dt className={label}>
            <MapPin aria-hidden="true" className="size-3.5" />
            {t('summary.destination')}
          </dt>
          <dd className={value}>{rfq.destinationCountry}</dd>
        </div>
        <div className={item}>
          <dt className={label}>
            <Ship aria-hidden="true" className="size-3.5" />
            {t('summary.incoterm')}
          </dt>
          <dd className={value}>{rfq.incoterm}</dd>
        </div>
        <div className={item}>
          <dt className={label}>
            <CalendarClock aria-hidden="true" className="size-3.5" />
            {t('summary.neededBy')}
          </dt>
          <dd className={value}>{rfq.neededBy ? formatDate(rfq.neededBy, lang) : t('summary.noDate')}</dd>
        </div>
        <div className={item}>
          <dt className={label}>
            <CalendarClock aria-hidden="true" className="size-3.5" />
            {t('summary.closesOn')}
          </dt>
          <dd className={value}>{formatDate(rfq.closesOn, lang)}</dd>
        </div>
        {rfq.verifiedOnly ? (
          <div className={item}>
            <dt className={label}>
              <BadgeCheck aria-hidden="true" className="size-3.5" />
              {t('summary.suppliers')}
            </dt>
            <dd className={value}>{t('summary.verifiedOnly')}</dd>
          </div>
        ) : null}
        {rfq.certifications.length > 0 ? (
          <div className="col-span-2 min-w-0">
            <dt className={label}>{t('summary.certifications')}</dt>
            <dd className="mt-1 flex flex-wrap gap-1.5">
              {rfq.certifications.map((c) => (
                <span key={c} className="rounded-full bg-ink-100 px-2 py-0.5 text-xs font-medium text-ink-800">
                  {c}
                </span>
              ))}
            </dd>
          </div>
        ) : null}
      </dl>
      {rfq.details ? (
        <div className="mt-4 border-t border-ink-100 pt-4">
          <h3 className="text-xs text-ink-500">{t('summary.details')}</h3>
          <p dir="auto" className="mt-1 text-sm whitespace-pre-line break-words text-ink-800">
            {rfq.details}
          </p>
        </div>
      ) : null}
      {rfq.attachments.length > 0 ? (
        <div className="mt-4 border-t border-ink-100 pt-4">
          <h3 className="text-xs text-ink-500">{t('summary.attachments')}</h3>
          <ul className="mt-1 space-y-1" data-testid="rfq-attachments">
            {rfq.attachments.map((a) => (
              <li key={a.id}>
                <a
                  href={a.url}
                  target="_blank"
                  rel="noopener"
                  className="inline-flex max-w-full items-center gap-1.5 text-sm font-medium text-brand-800 underline-offset-2 hover:underline"
                >
                  <FileText aria-hidden="true" className="size-4 shrink-0" />
                  <span dir="auto" className="truncate">
                    {a.filename}
                  </span>
                  <span className="shrink-0 text-xs font-normal text-ink-500">
                    ({formatNumber(Math.max(1, Math.round(a.bytes / 1024)), i18n.language)} KB)
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Card>
  );
}
