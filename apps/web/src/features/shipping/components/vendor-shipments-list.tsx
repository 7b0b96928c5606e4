import { useTranslation } from '../../../i18n/use-translation';
import { FileText, MapPinned, PackagePlus, Receipt, Truck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { formatDate } from '../../../lib/dates';
import type { ShipmentSummary, ShippableOrder } from '../api/list-shippable-orders';
import { ShipmentStatusBadge } from './shipment-status-badge';
import { displayRef } from '../shipment-status';
import { RichText } from '../../../components/rich-text';

/**
 * The vendor's orders with their shipments and statuses, to jump to a label or to tracking, buy the label of a draft
 * (its rates are kept), or start a shipment for an order.
 */
export function VendorShipmentsList({
  orders,
  onShip,
  onOpenLabel,
  onTrack,
  onChooseRate,
}: {
  orders: readonly ShippableOrder[];
  onShip: (order: ShippableOrder) => void;
  onOpenLabel: (order: ShippableOrder, shipment: ShipmentSummary) => void;
  onTrack: (shipment: ShipmentSummary) => void;
  onChooseRate: (shipmentId: string) => void;
}) {
  const { t, i18n } = useTranslation('shipping');
  const lang = i18n.language;

  return (
    <Card>
      <CardHeader as="h2" title={t('shipments.title')} description={t('shipments.description')} />
      {orders.length === 0 ? (
        <EmptyState
          icon={<Truck className="size-7" />}
          title={t('shipments.emptyTitle')}
          description={t('shipments.emptyText')}
        />
      ) : (
        <ul className="divide-y divide-ink-100">
          {orders.map((order) => (
            <li key={order.vendorOrderId} className="px-5 py-4">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <h3 className="font-semibold text-ink-900">
                    <RichText
                      t={t}
                      i18nKey="shipments.orderTitle"
                      values={{ ref: order.orderRef }}
                      components={{ ref: <span dir="ltr" className="font-mono" /> }}
                    />
                  </h3>
                  <p className="text-sm text-ink-600">
                    {t('shipments.orderMeta', { buyer: order.buyerName, date: formatDate(order.createdAt, lang) })}
                  </p>
                  <p className="text-sm text-ink-600">
                    {order.items.map((i) => i.name).join(', ')} ·{' '}
                    {t(`orderStatus.${order.status}`, { defaultValue: order.status })}
                  </p>
                </div>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => onShip(order)}
                  icon={<PackagePlus aria-hidden="true" className="size-4" />}
                  aria-label={t('shipments.shipNamed', { ref: displayRef(order.orderRef) })}
                >
                  {t('shipments.ship')}
                </Button>
              </div>
              {order.shipments.length === 0 ? (
                <p className="mt-2 text-sm text-ink-600">{t('shipments.noShipments')}</p>
              ) : (
                <ul className="mt-3 space-y-2">
                  {order.shipments.map((s) => {
                    const name = s.tracking_number ?? order.orderRef;
                    return (
                      <li
                        key={s.id}
                        className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-ink-200 bg-ink-50/60 px-3 py-2"
                      >
                        <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                          <ShipmentStatusBadge status={s.status} />
                          {s.carrier ? <span className="font-medium text-ink-800">{s.carrier}</span> : null}
                          <span className="font-mono break-all text-ink-700" dir="ltr">
                            {s.tracking_number ?? t('shipments.noTracking')}
                          </span>
                        </div>
                        <div className="flex flex-wrap gap-2">
                          {s.status === 'PENDING_LABEL' ? (
                            <Button
                              size="sm"
                              onClick={() => onChooseRate(s.id)}
                              icon={<Receipt aria-hidden="true" className="size-4" />}
                              aria-label={t('drafts.buyNamed', { ref: displayRef(order.orderRef) })}
                            >
                              {t('drafts.buy')}
                            </Button>
                          ) : (
                            <>
                              <Button
                                size="sm"
                                variant="outline"
                                onClick={() => onOpenLabel(order, s)}
                                icon={<FileText aria-hidden="true" className="size-4" />}
                                aria-label={t('shipments.openLabelNamed', { tracking: name })}
                              >
                                {t('shipments.openLabel')}
                              </Button>
                              <Button
                                size="sm"
                                variant="outline"
                                onClick={() => onTrack(s)}
                                icon={<MapPinned aria-hidden="true" className="size-4" />}
                                aria-label={t('shipments.trackNamed', { tracking: name })}
                              >
                                {t('shipments.track')}
                              </Button>
                            </>
                          )}
                        </div>
                      </li>
                    );
                  })}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
