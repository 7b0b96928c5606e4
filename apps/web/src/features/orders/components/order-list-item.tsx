import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { ChevronRight, MapPinned, Store } from 'lucide-react';
import type { OrderDto } from '@app/shared/orders';
import { LinkButton } from '../../../components/ui/button';
import { formatDate } from '../../../lib/format';
import { formatMoney, orderRef } from '../../../lib/money-display';
import { BalanceBadge } from './balance-badge';
import { EscrowBadge, OrderStatusBadge, VendorOrderStatusBadge } from './status-badges';
import { useOrderTracking, ConfirmReceiptButton } from '../../shipping/public';
import { INSPECTION_WINDOW_DAYS, assignShipments, canConfirmReceipt } from '../order-parts';
import { ShipmentList } from './shipment-list';
import { ReviewOrderButton } from '../../reviews/public';
import { OrderDisputePanel, disputeAffordance } from '../../disputes/public';
import { ChargedInCurrency, HeldInCurrency } from '../../fx/public';

function itemCount(order: OrderDto): number {
  return order.vendorOrders.reduce((n, vo) => n + vo.items.length, 0);
}

/** One order of the buyer's list: reference, date, vendors with their escrow, items, total, status, links. */
export function OrderListItem({ order }: { order: OrderDto }) {
  const { t, i18n } = useTranslation('orders');
  const lang = i18n.language;
  const ref = orderRef(order.id);
  const tracking = useOrderTracking(order.id);
  const { byPart, unassigned } = assignShipments(
    order.vendorOrders.map((vo) => vo.id),
    tracking.data?.shipments ?? [],
  );
  const anyReceipt = order.vendorOrders.some(canConfirmReceipt);
  return (
    <li className="rounded-[var(--radius-card)] border border-ink-200 bg-white shadow-[var(--shadow-card)]">
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-ink-100 px-5 py-4">
        <div className="min-w-0">
          <h3 className="font-semibold text-ink-900">
            {t('orders.orderRef')}{' '}
            <span className="font-mono" dir="ltr">
              #{ref}
            </span>
          </h3>
          <p className="mt-0.5 text-sm text-ink-600">
            {t('orders.placedOn', { date: formatDate(order.createdAt, lang) })} ·{' '}
            {t('orders.items', { count: itemCount(order) })}
          </p>
        </div>
        <div className="flex flex-col items-end gap-1">
          <div className="flex flex-wrap items-center justify-end gap-3">
            <OrderStatusBadge status={order.status} />
            <span className="text-lg font-bold tabular-nums text-ink-900">
              {formatMoney(order.totalCents, order.currency, lang)}
            </span>
          </div>
          <ChargedInCurrency charged={order.charged} provider={order.paymentProvider} />
        </div>
      </div>
      <ul className="divide-y divide-ink-100 px-5" aria-label={t('orders.vendorsOf', { ref })}>
        {order.vendorOrders.map((vo) => (
          <li key={vo.id} className="space-y-2 py-3 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="inline-flex min-w-0 items-center gap-2 font-medium text-ink-800">
                <Store aria-hidden="true" className="size-4 shrink-0 text-ink-500" />
                <bdi className="truncate">{vo.vendorName}</bdi>
                <span className="font-normal text-ink-500">· {t('orders.items', { count: vo.items.length })}</span>
              </span>
              <span className="flex flex-wrap items-center gap-2">
                <VendorOrderStatusBadge status={vo.status} />
                <span className="sr-only">{t('orders.escrowLabel')}</span>
                <EscrowBadge status={vo.escrowStatus} />
                <BalanceBadge status={vo.plan.balanceStatus} />
              </span>
            </div>
            <HeldInCurrency
              settlement={vo.settlement}
              withBuyerFee
              held={vo.escrowStatus === 'HELD'}
              className="text-xs text-ink-600"
            />
            {(byPart[vo.id]?.length ?? 0) > 0 ? (
              <ShipmentList orderId={order.id} shipments={byPart[vo.id] ?? []} />
            ) : null}
            {/* the part's dispute line (open one, view it, or why not) beside "Confirm receipt" */}
            {disputeAffordance(vo) || canConfirmReceipt(vo) ? (
              <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-3">
                <div className="min-w-0 flex-1">
                  <OrderDisputePanel vendorOrder={vo} orderRef={ref} compact />
                </div>
                {canConfirmReceipt(vo) ? (
                  <ConfirmReceiptButton
                    vendorOrderId={vo.id}
                    carrierDelivered={vo.status === 'DELIVERED'}
                    size="sm"
                    variant="outline"
                    className="shrink-0 self-end sm:self-auto"
                  />
                ) : null}
              </div>
            ) : null}
            <div className="flex justify-end empty:hidden">
              <ReviewOrderButton vendorOrder={vo} />
            </div>
          </li>
        ))}
      </ul>
      {unassigned.length > 0 ? (
        <div className="border-t border-ink-100 px-5 py-3">
          <ShipmentList orderId={order.id} shipments={unassigned} />
        </div>
      ) : null}
      {anyReceipt ? (
        <p className="border-t border-ink-100 px-5 py-3 text-sm text-ink-600">
          {t('parts.inspection', { days: INSPECTION_WINDOW_DAYS })}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2 border-t border-ink-100 px-5 py-3">
        <LinkButton
          to={`/track/${encodeURIComponent(order.id)}`}
          variant="outline"
          size="sm"
          icon={<MapPinned aria-hidden="true" className="size-4" />}
          aria-label={t('orders.trackNamed', { ref })}
        >
          {t('orders.track')}
        </LinkButton>
        <LinkButton
          to={`/order-confirmation/${encodeURIComponent(order.id)}`}
          size="sm"
          aria-label={t('orders.viewNamed', { ref })}
        >
          {t('orders.view')}
        </LinkButton>
      </div>
    </li>
  );
}

/** A compact row for the dashboard's recent orders. */
export function RecentOrderRow({ order }: { order: OrderDto }) {
  const { i18n } = useTranslation('orders');
  const lang = i18n.language;
  const vendors = order.vendorOrders.map((vo) => vo.vendorName).join(', ');
  return (
    <li>
      <Link
        to={`/order-confirmation/${encodeURIComponent(order.id)}`}
        className="flex items-center gap-4 px-5 py-3 hover:bg-ink-50 focus-visible:-outline-offset-2"
      >
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold text-ink-900">
            <span className="font-mono" dir="ltr">
              #{orderRef(order.id)}
            </span>
            <span className="ms-2 font-normal text-ink-600">{formatDate(order.createdAt, lang)}</span>
          </p>
          <p className="truncate text-sm text-ink-600">
            <bdi>{vendors}</bdi>
          </p>
        </div>
        <OrderStatusBadge status={order.status} />
        <span className="hidden text-sm font-semibold tabular-nums text-ink-900 sm:inline">
          {formatMoney(order.totalCents, order.currency, lang)}
        </span>
        <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-ink-400 rtl:rotate-180" />
      </Link>
    </li>
  );
}
