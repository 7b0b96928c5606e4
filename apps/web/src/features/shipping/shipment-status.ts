import { hasLabel, SHIPMENT_STATUSES, type ShipmentStatus } from '@app/shared/shipping';
import type { BadgeTone } from '../../components/ui/badge';

/**
 * A shipment status as shown: one of the API's (PENDING_LABEL is a draft: rates kept, label not bought; CANCELLED a
 * dropped draft), or UNKNOWN for any other value (a pending-style default, spec 4).
 */
export type ShipmentStatusKey = ShipmentStatus | 'UNKNOWN';

export function shipmentStatusKey(status: string | null | undefined): ShipmentStatusKey {
  return (SHIPMENT_STATUSES as readonly string[]).includes(status ?? '') ? (status as ShipmentStatus) : 'UNKNOWN';
}

export const SHIPMENT_STATUS_TONES: Record<ShipmentStatusKey, BadgeTone> = {
  PENDING_LABEL: 'amber',
  LABEL_READY: 'blue',
  IN_TRANSIT: 'purple',
  DELIVERED: 'green',
  EXCEPTION: 'red',
  CANCELLED: 'neutral',
  UNKNOWN: 'amber',
};

/** Escrow: HELD amber, RELEASED green, anything else (refunds) red (spec 4). */
export function escrowTone(status: string | null | undefined): BadgeTone {
  if (status === 'HELD') return 'amber';
  if (status === 'RELEASED') return 'green';
  return 'red';
}

/** "Needs escrow release": the shipment was delivered and the vendor's money is still held (spec 4). */
export function needsEscrowRelease(row: { status: string; escrow_status: string | null | undefined }): boolean {
  return row.status === 'DELIVERED' && row.escrow_status === 'HELD';
}

/** An admin can add tracking events once a label exists (the server refuses them on drafts and cancelled ones). */
export function canAddTrackingEvent(status: string): boolean {
  return hasLabel(status);
}

/** The admin table's filters, in screen order (spec 2.13); the values are the API's `filter` parameter. */
export const ADMIN_SHIPMENT_FILTERS = [
  'all',
  'PENDING_LABEL',
  'LABEL_READY',
  'IN_TRANSIT',
  'DELIVERED',
  'needs_release',
] as const;
export type AdminShipmentFilter = (typeof ADMIN_SHIPMENT_FILTERS)[number];

export function isAdminShipmentFilter(value: unknown): value is AdminShipmentFilter {
  return typeof value === 'string' && (ADMIN_SHIPMENT_FILTERS as readonly string[]).includes(value);
}

/** Events newest first (by event time; ties keep the server's order). */
export function newestFirst<E extends { event_time: string }>(events: readonly E[]): E[] {
  const time = (e: E) => {
    const t = new Date(e.event_time).getTime();
    return Number.isNaN(t) ? 0 : t;
  };
  return events
    .map((event, index) => ({ event, index }))
    .sort((a, b) => time(b.event) - time(a.event) || a.index - b.index)
    .map(({ event }) => event);
}

/** The first 8 characters of an id, as the admin table shows them (spec 9). */
export function shortId(id: string | null | undefined): string {
  return (id ?? '').slice(0, 8);
}

/**
 * "#896C25D9" wrapped in Unicode directional isolates, so that in right-to-left text the "#" stays in front of the
 * reference instead of jumping to its other side.
 */
export function displayRef(ref: string): string {
  return `\u2066#${ref}\u2069`;
}
