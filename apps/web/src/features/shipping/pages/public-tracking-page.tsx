import { useId } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { PackageSearch, RefreshCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page, PageHeader } from '../../../components/ui/page';
import { QueryState } from '../../../components/ui/query-state';
import { Skeleton, SkeletonText } from '../../../components/ui/skeleton';
import { formatDate } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useOrderTracking, type OrderTracking } from '../api/get-order-tracking';
import { CarrierTrackingLink } from '../components/carrier-tracking-link';
import { ShipmentStatusBadge, ShipmentStatusIcon } from '../components/shipment-status-badge';
import { TrackingTimeline } from '../components/tracking-timeline';
import { displayRef } from '../shipment-status';
import { trackingPageErrorMessage } from '../shipping-errors';

/** Public order tracking (spec 2.15): no sign-in; one card per shipment of the order with its history. */
export function PublicTrackingPage() {
  const { t } = useTranslation('shipping');
  useDocumentTitle(t('tracking.title'));
  const { orderId = '' } = useParams();
  const tracking = useOrderTracking(orderId);
  const ref = orderId.slice(0, 8).toUpperCase();

  return (
    <Page className="max-w-4xl">
      <PageHeader
        title={t('tracking.title')}
        eyebrow={t('tracking.subtitle', { ref: displayRef(ref) })}
        description={t('tracking.description')}
        actions={
          <Button
            variant="outline"
            onClick={() => void tracking.refetch()}
            loading={tracking.isFetching && !tracking.isPending}
            disabled={tracking.isPending}
            icon={<RefreshCw aria-hidden="true" className="size-4" />}
          >
            {t('tracking.refresh')}
          </Button>
        }
      />
      <div aria-live="polite" aria-busy={tracking.isFetching}>
        <QueryState
          query={tracking}
          loading={{ skeleton: <LoadingCards />, label: t('tracking.loading') }}
          error={{
            look: 'panel',
            title: t('tracking.errorTitle'),
            message: (error) => trackingPageErrorMessage(t, error),
          }}
          frame={(state, kind) => (kind === 'error' ? <Card>{state}</Card> : state)}
          isEmpty={(data) => data.shipments.length === 0}
          empty={
            <Card>
              <EmptyState
                headingLevel="h2"
                icon={<PackageSearch className="size-7" />}
                title={t('tracking.emptyTitle')}
                description={t('tracking.emptyText')}
              />
            </Card>
          }
        >
          {({ shipments }) => (
            <div className="space-y-6">
              {shipments.map((entry, index) => (
                <ShipmentCard key={entry.shipment.id} entry={entry} index={index + 1} total={shipments.length} />
              ))}
            </div>
          )}
        </QueryState>
      </div>
    </Page>
  );
}

function ShipmentCard({
  entry,
  index,
  total,
}: {
  entry: OrderTracking['shipments'][number];
  index: number;
  total: number;
}) {
  const { t, i18n } = useTranslation('shipping');
  const headingId = useId();
  const historyId = useId();
  const { shipment, events } = entry;
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardBody className="space-y-5">
          <div className="flex items-start gap-4">
            <ShipmentStatusIcon status={shipment.status} />
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 id={headingId} className="text-lg font-semibold text-ink-900">
                  {t('tracking.shipmentHeading', { index, total })}
                </h2>
                <ShipmentStatusBadge status={shipment.status} />
              </div>
              <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-3">
                <div className="min-w-0">
                  <dt className="text-xs font-semibold uppercase tracking-wide text-ink-600">
                    {t('tracking.trackingNumber')}
                  </dt>
                  <dd className="mt-0.5 font-mono font-semibold break-all text-ink-900">
                    {shipment.tracking_number ? (
                      <span dir="ltr">{shipment.tracking_number}</span>
                    ) : (
                      t('tracking.notAssigned')
                    )}
                  </dd>
                </div>
                <div className="min-w-0">
                  <dt className="text-xs font-semibold uppercase tracking-wide text-ink-600">
                    {t('tracking.carrier')}
                  </dt>
                  <dd className="mt-0.5 text-ink-900">{shipment.carrier ?? t('tracking.notAssigned')}</dd>
                </div>
                <div className="min-w-0">
                  <dt className="text-xs font-semibold uppercase tracking-wide text-ink-600">
                    {t('tracking.created')}
                  </dt>
                  <dd className="mt-0.5 text-ink-900">
                    <time dateTime={shipment.created_at}>{formatDate(shipment.created_at, i18n.language)}</time>
                  </dd>
                </div>
              </dl>
              <div className="mt-3">
                <CarrierTrackingLink carrier={shipment.carrier} trackingNumber={shipment.tracking_number} />
              </div>
            </div>
          </div>
          <section className="space-y-3 border-t border-ink-100 pt-5">
            <h3 id={historyId} className="text-sm font-semibold text-ink-900">
              {t('tracking.history')}
            </h3>
            <TrackingTimeline events={events} headingId={historyId} />
          </section>
        </CardBody>
      </Card>
    </section>
  );
}

function LoadingCards() {
  return (
    <div className="space-y-6">
      {[0, 1].map((i) => (
        <Card key={i} className="space-y-4 p-5">
          <div className="flex items-center gap-4">
            <Skeleton className="size-11 rounded-xl" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-5 w-1/3" />
              <Skeleton className="h-4 w-1/2" />
            </div>
          </div>
          <SkeletonText lines={3} />
        </Card>
      ))}
    </div>
  );
}
