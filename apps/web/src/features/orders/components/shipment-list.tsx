import { useTranslation } from '../../../i18n/use-translation';
import { MapPinned, Truck } from 'lucide-react';
import type { OrderTracking } from '../../shipping/public';
import { CarrierTrackingLink, ShipmentStatusBadge } from '../../shipping/public';
import { formatDate } from '../../../lib/format';
import { Link } from 'react-router';

export type OrderShipment = OrderTracking['shipments'][number];

/** Shipments of a vendor part (or of the order): status, carrier and tracking number, with a link to /track. */
export function ShipmentList({
  orderId,
  shipments,
  loading = false,
  failed = false,
}: {
  orderId: string;
  shipments: readonly OrderShipment[];
  loading?: boolean;
  failed?: boolean;
}) {
  const { t, i18n } = useTranslation('orders');
  const track = `/track/${encodeURIComponent(orderId)}`;
  if (loading) return <p className="text-sm text-ink-600">{t('parts.loadingShipments')}</p>;
  if (failed) return <p className="text-sm text-ink-600">{t('parts.shipmentsFailed')}</p>;
  if (shipments.length === 0) {
    return (
      <p className="flex items-center gap-2 text-sm text-ink-600">
        <Truck aria-hidden="true" className="size-4 shrink-0 text-ink-400" />
        {t('parts.noShipments')}
      </p>
    );
  }
  return (
    <ul className="space-y-2" aria-label={t('parts.shipments')}>
      {shipments.map(({ shipment: s }) => (
        <li
          key={s.id}
          className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-ink-200 bg-ink-50/50 px-3 py-2 text-sm"
        >
          <ShipmentStatusBadge status={s.status} />
          <span className="min-w-0 text-ink-700">
            {s.carrier ? <bdi className="font-medium">{s.carrier}</bdi> : t('parts.carrierPending')}
            {s.tracking_number ? (
              <>
                {' · '}
                <span className="font-mono break-all" dir="ltr">
                  {s.tracking_number}
                </span>
              </>
            ) : null}
            <span className="text-ink-500"> · {formatDate(s.created_at, i18n.language)}</span>
          </span>
          <span className="ms-auto flex flex-wrap items-center gap-3">
            <CarrierTrackingLink carrier={s.carrier} trackingNumber={s.tracking_number} />
            <Link
              to={track}
              className="inline-flex items-center gap-1.5 font-semibold text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline"
            >
              <MapPinned aria-hidden="true" className="size-4" />
              {t('parts.trackLink')}
            </Link>
          </span>
        </li>
      ))}
    </ul>
  );
}
