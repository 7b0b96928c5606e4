/** Shipment status as data, and how carrier statuses map onto it. */
import type { ShipmentStatus } from '@app/shared/shipping';

export const SHIPMENT_TRANSITIONS: Record<ShipmentStatus, readonly ShipmentStatus[]> = {
  PENDING_LABEL: ['LABEL_READY'],
  LABEL_READY: ['IN_TRANSIT', 'DELIVERED', 'EXCEPTION'],
  IN_TRANSIT: ['IN_TRANSIT', 'DELIVERED', 'EXCEPTION'],
  EXCEPTION: ['IN_TRANSIT', 'DELIVERED', 'EXCEPTION'],
  DELIVERED: [],
};

export function canMove(from: ShipmentStatus, to: ShipmentStatus): boolean {
  return SHIPMENT_TRANSITIONS[from].includes(to);
}

/** Carrier (Shippo-style) statuses: pre-transit, transit, delivered, failure/returned. */
export function fromCarrierStatus(status: string): ShipmentStatus | null {
  switch (status.toUpperCase()) {
    case 'PRE_TRANSIT':
      return 'LABEL_READY';
    case 'TRANSIT':
    case 'IN_TRANSIT':
      return 'IN_TRANSIT';
    case 'DELIVERED':
      return 'DELIVERED';
    case 'FAILURE':
    case 'RETURNED':
    case 'EXCEPTION':
      return 'EXCEPTION';
    default:
      return null;
  }
}
