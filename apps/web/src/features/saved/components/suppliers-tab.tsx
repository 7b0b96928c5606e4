import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { MapPin, MessageSquare, Store, Users } from 'lucide-react';
import type { SupplierDto } from '@app/shared/saved';
import { Badge } from '../../../components/ui/badge';
import { LinkButton } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryState } from '../../../components/ui/query-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { countryName } from '../../../lib/countries';
import { formatDate, formatNumber } from '../../../lib/format';
import { VerifiedBadge } from '../../../components/verified-badge';
import { useSuppliers } from '../api/list-suppliers';
import { messageLinkFor, reliabilitySummary, responseTimeParts } from '../saved-display';
import { FollowButton } from './follow-button';

/** The buyer's My Suppliers tab: vendors ordered from or followed, with their record. */
export function SuppliersTab() {
  const { t } = useTranslation('saved');
  const query = useSuppliers();
  return (
    <Card>
      <CardHeader title={t('suppliers.title')} description={t('suppliers.subtitle')} />
      <QueryState
        query={query}
        loading={{
          className: 'p-5',
          skeleton: (
            <div className="grid gap-4 md:grid-cols-2">
              {[0, 1].map((i) => (
                <div key={i} className="space-y-2 rounded-lg border border-ink-100 p-4">
                  <Skeleton className="h-5 w-1/2" />
                  <Skeleton className="h-4 w-1/3" />
                  <Skeleton className="h-16 w-full" />
                </div>
              ))}
            </div>
          ),
        }}
        error={{ ns: 'saved', fallback: 'suppliers.loadFailed', className: 'p-5' }}
        empty={
          <EmptyState
            icon={<Users className="size-7" />}
            title={t('suppliers.emptyTitle')}
            description={t('suppliers.emptyText')}
            action={<LinkButton to="/products">{t('products.browse')}</LinkButton>}
          />
        }
      >
        {({ items }) => (
          <ul className="grid gap-4 p-5 md:grid-cols-2" aria-label={t('suppliers.title')}>
            {items.map((s) => (
              <SupplierCard key={s.vendorId} supplier={s} />
            ))}
          </ul>
        )}
      </QueryState>
    </Card>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-ink-500">{label}</dt>
      <dd className="mt-0.5 font-semibold text-ink-900 tabular-nums">{value}</dd>
    </div>
  );
}

function SupplierCard({ supplier: s }: { supplier: SupplierDto }) {
  const { t, i18n } = useTranslation('saved');
  const lang = i18n.language;
  const r = reliabilitySummary(s.reliability);
  const message = messageLinkFor(s.conversationId, s.productId);
  const responseTime =
    s.reliability.medianResponseSeconds === null ? null : responseTimeParts(s.reliability.medianResponseSeconds);
  const n = (v: number) => formatNumber(v, lang);
  return (
    <li className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-ink-200 p-4">
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700"
        >
          <Store className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold text-ink-900">{s.name}</h3>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-ink-600">
            {s.isVerified ? <VerifiedBadge /> : <Badge tone="neutral">{t('suppliers.notVerified')}</Badge>}
            {s.following ? <Badge tone="blue">{t('follow.following')}</Badge> : null}
            {s.country ? (
              <span className="inline-flex items-center gap-1">
                <MapPin aria-hidden="true" className="size-4 text-ink-500" />
                {countryName(s.country, lang)}
              </span>
            ) : null}
          </p>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
        <Figure label={t('suppliers.yourOrders')} value={n(s.orderCount)} />
        <div className="min-w-0 sm:col-span-2">
          <dt className="text-xs font-medium text-ink-500">{t('suppliers.lastOrder')}</dt>
          <dd className="mt-0.5 font-semibold text-ink-900">
            {s.lastOrder ? (
              <Link to={`/order-confirmation/${s.lastOrder.orderId}`} className="hover:text-brand-800 hover:underline">
                {t('suppliers.lastOrderValue', {
                  reference: s.lastOrder.reference,
                  date: formatDate(s.lastOrder.createdAt, lang),
                })}
              </Link>
            ) : (
              <span className="font-normal text-ink-500">{t('suppliers.noOrders')}</span>
            )}
          </dd>
        </div>
        <Figure
          label={t('suppliers.onTime')}
          value={
            r.onTimePercent === null
              ? t('suppliers.noData')
              : t('suppliers.onTimeValue', {
                  percent: n(r.onTimePercent),
                  onTime: n(s.reliability.deliveredOnTime),
                  delivered: n(s.reliability.deliveredOrders),
                })
          }
        />
        <Figure
          label={t('suppliers.cancelled')}
          value={
            r.cancelledPercent === null
              ? t('suppliers.noData')
              : t('suppliers.cancelledValue', {
                  percent: n(r.cancelledPercent),
                  cancelled: n(s.reliability.cancelledOrders),
                  total: n(s.reliability.totalOrders),
                })
          }
        />
        <Figure label={t('suppliers.disputes')} value={n(s.reliability.disputes)} />
        <Figure
          label={t('suppliers.responseTime')}
          value={
            responseTime === null
              ? t('suppliers.noData')
              : t(`suppliers.response.${responseTime.unit}`, { value: n(responseTime.value) })
          }
        />
      </dl>
      <p className="text-xs text-ink-500">{t('suppliers.basedOn', { total: n(s.reliability.totalOrders) })}</p>
      <div className="mt-auto flex flex-wrap gap-2">
        {message ? (
          <LinkButton
            to={message}
            variant="outline"
            size="sm"
            icon={<MessageSquare aria-hidden="true" className="size-4" />}
          >
            {t('suppliers.message')}
          </LinkButton>
        ) : (
          <p className="text-xs text-ink-500">{t('suppliers.noProducts')}</p>
        )}
        <FollowButton vendorId={s.vendorId} vendorName={s.name} className="h-8 px-3 text-sm" />
      </div>
    </li>
  );
}
