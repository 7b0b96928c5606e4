import { useTranslation } from '../../../i18n/use-translation';
import { CheckCircle2, Clock, Lock, RotateCcw, Truck, XCircle } from 'lucide-react';
import type { OrderDto, VendorOrderDto } from '@app/shared/orders';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const ORDER_TONES: Record<OrderDto['status'], BadgeTone> = {
  processing: 'amber',
  shipped: 'blue',
  delivered: 'green',
  completed: 'green',
  cancelled: 'red',
};

/** The buyer-facing order status, capitalised (spec 2.7). */
export function OrderStatusBadge({ status }: { status: OrderDto['status'] }) {
  const { t } = useTranslation('orders');
  return <Badge tone={ORDER_TONES[status]}>{t(`status.${status}`)}</Badge>;
}

const VENDOR_TONES: Record<VendorOrderDto['status'], BadgeTone> = {
  PLACED: 'amber',
  ACCEPTED: 'blue',
  SHIPPED: 'purple',
  DELIVERED: 'green',
  COMPLETED: 'green',
  CANCELLED: 'red',
};

export function VendorOrderStatusBadge({ status }: { status: VendorOrderDto['status'] }) {
  const { t } = useTranslation('orders');
  return <Badge tone={VENDOR_TONES[status]}>{t(`vendorStatus.${status}`)}</Badge>;
}

/** Escrow: HELD, RELEASED; anything else (refunds) in red (spec 4). */
export function EscrowBadge({ status }: { status: VendorOrderDto['escrowStatus'] }) {
  const { t } = useTranslation('orders');
  const icon = 'size-3';
  if (status === 'HELD')
    return (
      <Badge tone="amber" icon={<Lock aria-hidden="true" className={icon} />}>
        {t('escrow.HELD')}
      </Badge>
    );
  if (status === 'RELEASED')
    return (
      <Badge tone="green" icon={<CheckCircle2 aria-hidden="true" className={icon} />}>
        {t('escrow.RELEASED')}
      </Badge>
    );
  return (
    <Badge tone="red" icon={<RotateCcw aria-hidden="true" className={icon} />}>
      {t(`escrow.${status}`)}
    </Badge>
  );
}

/** Small icon for an order status, for list rows. */
export function OrderStatusIcon({ status, className }: { status: OrderDto['status']; className?: string }) {
  if (status === 'cancelled') return <XCircle aria-hidden="true" className={className} />;
  if (status === 'shipped') return <Truck aria-hidden="true" className={className} />;
  if (status === 'processing') return <Clock aria-hidden="true" className={className} />;
  return <CheckCircle2 aria-hidden="true" className={className} />;
}
