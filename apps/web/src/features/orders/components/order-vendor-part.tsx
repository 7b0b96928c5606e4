import { useTranslation } from '../../../i18n/use-translation';
import type { OrderDto } from '@app/shared/orders';
import { Card, CardHeader } from '../../../components/ui/card';
import { ProductThumb } from '../../../components/product-thumb';
import { formatMoney, formatUsd } from '../../../lib/money-display';
import { formatQuantity } from '../../../lib/units';
import { ConfirmReceiptButton } from '../../shipping/public';
import { OrderDisputePanel } from '../../disputes/public';
import { HeldInCurrency } from '../../fx/public';
import { INSPECTION_WINDOW_DAYS, canConfirmReceipt } from '../order-parts';
import { PlanPanel } from './plan-panel';
import { ShipByNotice } from './ship-by';
import { ShipmentList, type OrderShipment } from './shipment-list';
import { EscrowBadge, VendorOrderStatusBadge } from './status-badges';

/**
 * One vendor's part of an order on its page: the items, the payment plan (the balance and how to pay it, the timeline),
 * the shipments, receipt confirmation and disputes.
 */
export function OrderVendorPart({
  orderId,
  orderRef,
  vendorOrder: vo,
  contactPhone,
  onlyPart,
  shipments,
  trackingLoading,
  trackingFailed,
  onRefresh,
}: {
  orderId: string;
  orderRef: string;
  vendorOrder: OrderDto['vendorOrders'][number];
  /** The buyer's phone on the order: the number first offered for paying a balance by mobile money. */
  contactPhone: string;
  /** The order's only vendor part: its shipments are the order's. */
  onlyPart: boolean;
  shipments: readonly OrderShipment[];
  trackingLoading: boolean;
  trackingFailed: boolean;
  onRefresh: () => void;
}) {
  const { t, i18n } = useTranslation('orders');
  const lang = i18n.language;
  return (
    <Card>
      <CardHeader
        title={<bdi>{vo.vendorName}</bdi>}
        description={
          <>
            {t('confirmation.vendorPart', { amount: formatUsd(vo.subtotalCents, lang) })}
            {vo.shippingMethod !== null ? (
              <span className="block text-xs">
                {t('confirmation.vendorShipping', {
                  amount: vo.shippingCents === 0 ? t('checkout.shipping.free') : formatUsd(vo.shippingCents, lang),
                  service: vo.shippingService ?? t(`checkout.shipping.method.${vo.shippingMethod}`),
                })}
              </span>
            ) : null}
            <HeldInCurrency
              settlement={vo.settlement}
              withBuyerFee
              held={vo.escrowStatus === 'HELD'}
              className="mt-0.5 text-xs"
            />
          </>
        }
        action={
          <span className="flex flex-wrap gap-2">
            <VendorOrderStatusBadge status={vo.status} />
            <EscrowBadge status={vo.escrowStatus} />
          </span>
        }
      />
      <ul className="divide-y divide-ink-100" aria-label={t('confirmation.itemsFrom', { vendor: vo.vendorName })}>
        {vo.items.map((item) => (
          <li key={item.productId} className="flex items-center gap-4 px-5 py-4">
            <ProductThumb src={item.imageUrl} className="size-14" />
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-ink-900">
                <bdi>{item.name}</bdi>
              </p>
              <p className="text-sm text-ink-600">
                <bdi>{vo.vendorName}</bdi>
              </p>
              <p className="text-sm text-ink-600">
                {t('checkout.quantity', { quantity: formatQuantity(t, item.quantity, item.unit) })}
              </p>
            </div>
            <div className="text-end">
              <p className="font-semibold tabular-nums text-ink-900">
                {formatMoney(item.lineTotalCents, item.currency, lang)}
              </p>
              {item.currency !== 'USD' ? (
                <p className="text-xs tabular-nums text-ink-600">
                  {t('cart:line.usdEquivalent', { amount: formatUsd(item.lineTotalUsdCents, lang) })}
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      <PlanPanel vo={vo} contactPhone={contactPhone} />
      <div className="space-y-3 border-t border-ink-100 px-5 py-4" data-testid="vendor-part">
        <ShipByNotice vo={vo} onDone={onRefresh} />
        {/* a part cancelled before anything shipped has no shipment to expect */}
        {vo.status === 'CANCELLED' && shipments.length === 0 ? null : (
          <>
            <h3 className="text-sm font-semibold text-ink-900">{t('parts.shipments')}</h3>
            {onlyPart || shipments.length > 0 ? (
              <ShipmentList orderId={orderId} shipments={shipments} loading={trackingLoading} failed={trackingFailed} />
            ) : (
              <p className="text-sm text-ink-600">{t('parts.seeShipmentsBelow')}</p>
            )}
          </>
        )}
        {canConfirmReceipt(vo) ? (
          <div className="flex flex-col gap-3 rounded-lg border border-brand-200 bg-brand-50 p-4 sm:flex-row sm:items-center">
            <p className="min-w-0 flex-1 text-sm text-brand-900">
              {t('parts.inspection', { days: INSPECTION_WINDOW_DAYS })}
            </p>
            <ConfirmReceiptButton
              vendorOrderId={vo.id}
              carrierDelivered={vo.status === 'DELIVERED'}
              onDone={onRefresh}
              size="sm"
              className="shrink-0"
            />
          </div>
        ) : vo.escrowStatus === 'RELEASED' ? (
          <p className="text-sm text-ink-600">{t('parts.released')}</p>
        ) : null}
        <OrderDisputePanel vendorOrder={vo} orderRef={orderRef} />
      </div>
    </Card>
  );
}
