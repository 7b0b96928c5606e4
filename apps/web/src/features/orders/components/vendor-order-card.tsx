import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Ban, Check, PackageCheck, Truck, X } from 'lucide-react';
import type { VendorOrderDto } from '@app/shared/orders';
import { Button, LinkButton } from '../../../components/ui/button';
import { countryName } from '../../../lib/countries';
import { formatDate } from '../../../lib/format';
import { formatQuantity } from '../../../lib/units';
import { formatUsd, orderRef } from '../../../lib/money-display';
import { VendorDisputeBadge } from '../../disputes/public';
import { VendorShippingMoney } from './vendor-shipping-money';
import { HeldInCurrency } from '../../fx/public';
import { balanceBlocksShipping, balanceOverdue, canAskForBalance, canReportProduction } from '../payment-plan';
import { ProductionStartedButton } from './production-started-button';
import { BalanceBadge } from './balance-badge';
import { PlanTimelineDetails } from './plan-timeline';
import { ShipByBadge } from './ship-by';
import { VendorPlanLine } from './vendor-plan-line';
import { EscrowBadge, VendorOrderStatusBadge } from './status-badges';

const CAN_ACCEPT: ReadonlyArray<VendorOrderDto['status']> = ['PLACED'];
const CAN_CANCEL: ReadonlyArray<VendorOrderDto['status']> = ['PLACED', 'ACCEPTED'];
const CAN_SHIP: ReadonlyArray<VendorOrderDto['status']> = ['PLACED', 'ACCEPTED', 'SHIPPED'];

export interface VendorOrderActionProps {
  vo: VendorOrderDto;
  /** This order is being accepted. */
  busy: boolean;
  /** Some order is being accepted. */
  accepting: boolean;
  onAccept: (vo: VendorOrderDto) => void;
  onCancel: (vo: VendorOrderDto) => void;
  /** The goods are ready to ship: ask the buyer for the balance (issue 18). */
  onReadyToShip: (vo: VendorOrderDto) => void;
  /** This order's balance is being asked for. */
  asking: boolean;
  /** The balance is unpaid past its date: cancel the order (keeping the deposit if the plan says so). */
  onCancelUnpaid: (vo: VendorOrderDto) => void;
  /** This order is being cancelled for its unpaid balance. */
  cancellingUnpaid: boolean;
  /** The time the overdue check is made at (tests); now by default. */
  now?: number;
}

/** Whether any of Accept / Ship / Cancel applies to an order in this status. */
export function hasVendorActions(status: VendorOrderDto['status']): boolean {
  return CAN_ACCEPT.includes(status) || CAN_SHIP.includes(status) || CAN_CANCEL.includes(status);
}

/**
 * Accept / Ready to ship / Ship / Cancel, where the order's status allows them (the server checks again). On a deposit
 * plan (issue 18) the accepted order's goods are first marked ready to ship, which asks the buyer for the balance, and
 * Ship stays disabled, with why, until the balance is paid.
 */
export function VendorOrderActions({
  vo,
  busy,
  accepting,
  onAccept,
  onCancel,
  onReadyToShip,
  asking,
  onCancelUnpaid,
  cancellingUnpaid,
  now = Date.now(),
  wide = false,
}: VendorOrderActionProps & { wide?: boolean }) {
  const { t } = useTranslation('orders');
  const ref = orderRef(vo.orderId);
  const grow = wide ? 'flex-1 basis-24' : '';
  const waitId = useId();
  const canShip = CAN_SHIP.includes(vo.status);
  const waitForBalance = canShip && balanceBlocksShipping(vo);
  const unpaid = CAN_CANCEL.includes(vo.status) && balanceOverdue(vo.plan, now);
  return (
    <div className={wide ? 'flex flex-wrap gap-2' : 'flex flex-wrap justify-end gap-2'}>
      {CAN_ACCEPT.includes(vo.status) ? (
        <Button
          size="sm"
          loading={busy}
          disabled={accepting}
          className={grow}
          icon={<Check aria-hidden="true" className="size-4" />}
          onClick={() => onAccept(vo)}
          aria-label={t('vendor.acceptNamed', { ref })}
        >
          {t('vendor.accept')}
        </Button>
      ) : null}
      {canReportProduction(vo) ? <ProductionStartedButton vo={vo} className={grow} /> : null}
      {canAskForBalance(vo) ? (
        <Button
          size="sm"
          loading={asking}
          className={grow}
          icon={<PackageCheck aria-hidden="true" className="size-4" />}
          onClick={() => onReadyToShip(vo)}
          aria-label={t('vendor.readyToShipNamed', { ref })}
        >
          {t('vendor.readyToShip')}
        </Button>
      ) : null}
      {waitForBalance ? (
        <Button
          size="sm"
          variant="outline"
          className={grow}
          disabled
          icon={<Truck aria-hidden="true" className="size-4" />}
          aria-label={t('vendor.shipNamed', { ref })}
          aria-describedby={waitId}
          data-testid="ship-disabled"
        >
          {t('vendor.ship')}
        </Button>
      ) : canShip ? (
        <LinkButton
          to={`/shipping?order=${encodeURIComponent(vo.id)}`}
          size="sm"
          variant="outline"
          className={grow}
          icon={<Truck aria-hidden="true" className="size-4" />}
          aria-label={t('vendor.shipNamed', { ref })}
        >
          {t('vendor.ship')}
        </LinkButton>
      ) : null}
      {unpaid ? (
        <Button
          size="sm"
          variant="outline"
          className={`text-red-700 ${grow}`}
          loading={cancellingUnpaid}
          icon={<Ban aria-hidden="true" className="size-4" />}
          onClick={() => onCancelUnpaid(vo)}
          aria-label={t('vendor.cancelUnpaidNamed', { ref })}
        >
          {t('vendor.cancelUnpaid')}
        </Button>
      ) : null}
      {CAN_CANCEL.includes(vo.status) ? (
        <Button
          size="sm"
          variant="outline"
          className={`text-red-700 ${grow}`}
          disabled={busy}
          icon={<X aria-hidden="true" className="size-4" />}
          onClick={() => onCancel(vo)}
          aria-label={t('vendor.cancelNamed', { ref })}
        >
          {t('vendor.cancel')}
        </Button>
      ) : null}
      {waitForBalance ? (
        <p
          id={waitId}
          className={wide ? 'basis-full text-xs text-ink-600' : 'basis-full text-end text-xs text-ink-600'}
        >
          {t('vendor.balanceFirst')}
        </p>
      ) : null}
    </div>
  );
}

/** The goods of a vendor order, one line each with the quantity (the card and the wide table). */
export function VendorOrderItems({ items }: { items: VendorOrderDto['items'] }) {
  const { t } = useTranslation('orders');
  return (
    <ul className="space-y-0.5">
      {items.map((item) => (
        <li key={item.productId} className="text-sm break-words">
          <bdi>{item.name}</bdi>{' '}
          <span className="text-ink-600">
            · {t('checkout.quantity', { quantity: formatQuantity(t, item.quantity, item.unit) })}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Narrow screens: one order as a card, its actions full width at the bottom (nothing scrolls sideways). */
export function VendorOrderCard(props: VendorOrderActionProps) {
  const { t, i18n } = useTranslation('orders');
  const lang = i18n.language;
  const { vo } = props;
  const ref = orderRef(vo.orderId);
  return (
    <li
      className="rounded-[var(--radius-card)] border border-ink-200 bg-white p-4 shadow-[var(--shadow-card)]"
      data-testid="vendor-order-card"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-mono font-semibold text-ink-900" dir="ltr">
            #{ref}
          </h3>
          <p className="text-xs text-ink-600">{formatDate(vo.createdAt, lang)}</p>
        </div>
        <span className="text-base font-bold tabular-nums text-ink-900">{formatUsd(vo.subtotalCents, lang)}</span>
      </div>
      <VendorShippingMoney vo={vo} className="mt-1 text-end text-xs" />
      {/* paid in another currency: escrow holds this part in it, under the USD value */}
      <HeldInCurrency
        settlement={vo.settlement}
        withBuyerFee={false}
        held={vo.escrowStatus === 'HELD'}
        className="mt-1 text-end text-xs text-ink-600"
      />
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <VendorOrderStatusBadge status={vo.status} />
        <EscrowBadge status={vo.escrowStatus} />
        <VendorDisputeBadge vendorOrderId={vo.id} orderRef={ref} />
        <ShipByBadge vo={vo} />
        <BalanceBadge status={vo.plan.balanceStatus} />
      </div>
      <VendorPlanLine vo={vo} className="mt-2" />
      <dl className="mt-3 space-y-2 text-sm">
        <div>
          <dt className="sr-only">{t('vendor.columns.buyer')}</dt>
          <dd className="break-words text-ink-900">
            <bdi className="font-medium">{vo.buyer.name}</bdi>
            {vo.buyer.company ? (
              <span className="text-ink-600">
                {' · '}
                <bdi>{vo.buyer.company}</bdi>
              </span>
            ) : null}
            <span className="text-ink-600"> · {countryName(vo.buyer.country, lang)}</span>
          </dd>
        </div>
        <div>
          <dt className="sr-only">{t('vendor.columns.items')}</dt>
          <dd>
            <VendorOrderItems items={vo.items} />
          </dd>
        </div>
      </dl>
      <PlanTimelineDetails steps={vo.timeline} className="mt-3" />
      {hasVendorActions(vo.status) ? (
        <div className="mt-3 border-t border-ink-100 pt-3">
          <VendorOrderActions {...props} wide />
        </div>
      ) : null}
    </li>
  );
}
