import { useTranslation } from 'react-i18next';
import { Check, Truck, X } from 'lucide-react';
import type { VendorOrderDto } from '@app/shared/orders';
import { Button, LinkButton } from '../../../components/ui/button';
import { countryName } from '../../../lib/countries';
import { formatDate } from '../../../lib/format';
import { formatQuantity } from '../../../lib/units';
import { formatUsd, orderRef } from '../../../lib/money-display';
import { VendorDisputeBadge } from '../../disputes/public';
import { VendorShippingMoney } from './vendor-shipping-money';
import { HeldInCurrency } from '../../fx/public';
import { ShipByBadge } from './ship-by';
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
}

/** Whether any of Accept / Ship / Cancel applies to an order in this status. */
export function hasVendorActions(status: VendorOrderDto['status']): boolean {
  return CAN_ACCEPT.includes(status) || CAN_SHIP.includes(status) || CAN_CANCEL.includes(status);
}

/** Accept / Ship / Cancel, where the order's status allows them (the server checks again). */
export function VendorOrderActions({
  vo,
  busy,
  accepting,
  onAccept,
  onCancel,
  wide = false,
}: VendorOrderActionProps & { wide?: boolean }) {
  const { t } = useTranslation('orders');
  const ref = orderRef(vo.orderId);
  const grow = wide ? 'flex-1 basis-24' : '';
  return (
    <div className={wide ? 'flex flex-wrap gap-2' : 'flex justify-end gap-2'}>
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
      {CAN_SHIP.includes(vo.status) ? (
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
      </div>
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
      {hasVendorActions(vo.status) ? (
        <div className="mt-3 border-t border-ink-100 pt-3">
          <VendorOrderActions {...props} wide />
        </div>
      ) : null}
    </li>
  );
}
