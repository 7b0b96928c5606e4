import { useTranslation } from '../../../i18n/use-translation';
import {
  AlertTriangle,
  Ban,
  CheckCircle2,
  Clock,
  FilePen,
  FileText,
  Lock,
  RotateCcw,
  Truck,
  type LucideIcon,
} from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { escrowTone, SHIPMENT_STATUS_TONES, shipmentStatusKey, type ShipmentStatusKey } from '../shipment-status';

const STATUS_ICONS: Record<ShipmentStatusKey, LucideIcon> = {
  PENDING_LABEL: FilePen,
  LABEL_READY: FileText,
  IN_TRANSIT: Truck,
  DELIVERED: CheckCircle2,
  EXCEPTION: AlertTriangle,
  CANCELLED: Ban,
  UNKNOWN: Clock,
};

const ICON_COLOURS: Record<ShipmentStatusKey, string> = {
  PENDING_LABEL: 'bg-accent-50 text-accent-700',
  LABEL_READY: 'bg-blue-50 text-blue-700',
  IN_TRANSIT: 'bg-purple-50 text-purple-700',
  DELIVERED: 'bg-brand-50 text-brand-700',
  EXCEPTION: 'bg-red-50 text-red-700',
  CANCELLED: 'bg-ink-100 text-ink-600',
  UNKNOWN: 'bg-accent-50 text-accent-700',
};

/** A shipment status (spec 4); any unknown value shows as pending, with the raw value as its tooltip. */
export function ShipmentStatusBadge({ status }: { status: string | null | undefined }) {
  const { t } = useTranslation('shipping');
  const key = shipmentStatusKey(status);
  const Icon = STATUS_ICONS[key];
  return (
    <span title={key === 'UNKNOWN' && status ? status : undefined}>
      <Badge
        tone={SHIPMENT_STATUS_TONES[key]}
        icon={<Icon aria-hidden className="size-3" />}
        className="whitespace-nowrap"
      >
        {t(`status.${key}`)}
      </Badge>
    </span>
  );
}

/** The status icon in a coloured tile, for the tracking cards. */
export function ShipmentStatusIcon({ status, className }: { status: string | null | undefined; className?: string }) {
  const key = shipmentStatusKey(status);
  const Icon = STATUS_ICONS[key];
  return (
    <span
      aria-hidden="true"
      className={cn('flex size-11 shrink-0 items-center justify-center rounded-xl', ICON_COLOURS[key], className)}
    >
      <Icon className="size-6" />
    </span>
  );
}

/** Escrow of the vendor order: HELD, RELEASED, anything else in red (spec 4). */
export function EscrowStatusBadge({ status }: { status: string | null | undefined }) {
  const { t } = useTranslation('shipping');
  const tone = escrowTone(status);
  const known = status === 'HELD' || status === 'RELEASED' || status === 'REFUNDED' || status === 'PARTIALLY_REFUNDED';
  const Icon = status === 'HELD' ? Lock : status === 'RELEASED' ? CheckCircle2 : RotateCcw;
  return (
    <Badge tone={tone} icon={<Icon aria-hidden className="size-3" />} className="whitespace-nowrap">
      {known ? t(`escrow.${status}`) : status || t('escrow.other')}
    </Badge>
  );
}
