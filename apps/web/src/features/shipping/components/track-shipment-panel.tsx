import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { MapPinned, RefreshCw, Search } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { Field, Input, Select } from '../../../components/ui/field';
import { QueryState } from '../../../components/ui/query-state';
import { Skeleton, SkeletonText } from '../../../components/ui/skeleton';
import { useShipmentTracking } from '../api/get-shipment-tracking';
import { isUuid } from '../shipment-documents';
import { shippingErrorMessage } from '../shipping-errors';
import { CarrierTrackingLink } from './carrier-tracking-link';
import { ShipmentStatusBadge, ShipmentStatusIcon } from './shipment-status-badge';
import { TrackingTimeline } from './tracking-timeline';
import { displayRef } from '../shipment-status';

export interface TrackableShipment {
  id: string;
  orderRef: string;
  carrier: string | null;
  trackingNumber: string | null;
}

/** Track Shipment (spec 2.14): choose one of the vendor's shipments or type a shipment ID, then see its tracking. */
export function TrackShipmentPanel({
  shipments,
  shipmentId,
  onChange,
}: {
  shipments: readonly TrackableShipment[];
  shipmentId: string;
  onChange: (shipmentId: string) => void;
}) {
  const { t } = useTranslation('shipping');
  const known = shipments.some((s) => s.id === shipmentId);
  const [typed, setTyped] = useState(known ? '' : shipmentId);
  const [typedError, setTypedError] = useState<string | undefined>();

  const submitTyped = () => {
    const value = typed.trim();
    if (!isUuid(value)) {
      setTypedError(t('track.invalidId'));
      return;
    }
    setTypedError(undefined);
    onChange(value.toLowerCase());
  };

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader title={t('track.title')} description={t('track.description')} />
        <CardBody className="grid gap-4 md:grid-cols-2">
          <Field label={t('track.yourShipments')} hint={shipments.length === 0 ? t('track.noShipments') : undefined}>
            <Select
              value={known ? shipmentId : ''}
              disabled={shipments.length === 0}
              onChange={(e) => {
                if (e.target.value) onChange(e.target.value);
              }}
            >
              <option value="">{t('track.chooseShipment')}</option>
              {shipments.map((s) => (
                <option key={s.id} value={s.id}>
                  {t('track.shipmentOption', {
                    ref: displayRef(s.orderRef),
                    carrier: s.carrier ?? '',
                    tracking: s.trackingNumber ?? '',
                  })}
                </option>
              ))}
            </Select>
          </Field>
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              submitTyped();
            }}
            className="flex flex-wrap items-start gap-2"
          >
            <Field
              label={t('track.shipmentId')}
              hint={t('track.shipmentIdHint')}
              error={typedError}
              className="min-w-0 flex-1 basis-56"
            >
              <Input
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
                dir="ltr"
                className="font-mono text-start"
                autoComplete="off"
                spellCheck={false}
              />
            </Field>
            <Button type="submit" className="mt-7" icon={<Search aria-hidden="true" className="size-4" />}>
              {t('track.submit')}
            </Button>
          </form>
        </CardBody>
      </Card>
      {shipmentId ? (
        <TrackingResult shipmentId={shipmentId} />
      ) : (
        <p className="flex items-center gap-2 rounded-lg border border-dashed border-ink-300 bg-white px-4 py-6 text-sm text-ink-600">
          <MapPinned aria-hidden="true" className="size-5 shrink-0 text-ink-500" />
          {t('track.idle')}
        </p>
      )}
    </div>
  );
}

function TrackingResult({ shipmentId }: { shipmentId: string }) {
  const { t } = useTranslation('shipping');
  const tracking = useShipmentTracking(shipmentId);
  const headingId = useId();

  const skeleton = (
    <Card className="space-y-4 p-5">
      <Skeleton className="h-6 w-1/3" />
      <SkeletonText lines={4} />
    </Card>
  );
  return (
    <QueryState
      query={tracking}
      loading={{ skeleton, label: t('tracking.loading') }}
      error={{ message: (error) => shippingErrorMessage(t, 'track', error) }}
    >
      {({ tracking: info, events }) => (
        <Card>
          <CardBody className="space-y-5">
            <div className="flex flex-wrap items-start justify-between gap-4">
              <div className="flex min-w-0 items-start gap-3">
                <ShipmentStatusIcon status={info.status} />
                <div className="min-w-0">
                  <ShipmentStatusBadge status={info.status} />
                  <p className="mt-1 font-mono text-lg font-bold break-all text-ink-900">
                    {info.tracking_number ? <span dir="ltr">{info.tracking_number}</span> : t('tracking.notAssigned')}
                  </p>
                  <p className="text-sm text-ink-600">{info.carrier ?? t('tracking.notAssigned')}</p>
                </div>
              </div>
              <Button
                variant="outline"
                size="sm"
                onClick={() => void tracking.refetch()}
                loading={tracking.isFetching}
                icon={<RefreshCw aria-hidden="true" className="size-4" />}
              >
                {t('tracking.refresh')}
              </Button>
            </div>
            <CarrierTrackingLink carrier={info.carrier} trackingNumber={info.tracking_number} />
            <section className="space-y-3">
              <h3 id={headingId} className="text-sm font-semibold text-ink-900">
                {t('tracking.history')}
              </h3>
              <TrackingTimeline events={events} headingId={headingId} />
            </section>
          </CardBody>
        </Card>
      )}
    </QueryState>
  );
}
