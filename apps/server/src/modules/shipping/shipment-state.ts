/** Shipment status as data, and how carrier statuses map onto it. */
import type { ShipmentStatus } from '@app/shared/shipping';
import { msg } from '@app/shared/error-messages';
import { AppError } from '../../lib/errors.ts';

/**
 * PENDING_LABEL is a draft: rates quoted and stored, no label. Its vendor buys the label (LABEL_READY) or cancels it
 * (CANCELLED, final). Once a label is bought the carrier's events move it on.
 */
export const SHIPMENT_TRANSITIONS: Record<ShipmentStatus, readonly ShipmentStatus[]> = {
  PENDING_LABEL: ['LABEL_READY', 'CANCELLED'],
  LABEL_READY: ['IN_TRANSIT', 'DELIVERED', 'EXCEPTION'],
  IN_TRANSIT: ['IN_TRANSIT', 'DELIVERED', 'EXCEPTION'],
  EXCEPTION: ['IN_TRANSIT', 'DELIVERED', 'EXCEPTION'],
  DELIVERED: [],
  CANCELLED: [],
};

export function canMove(from: ShipmentStatus, to: ShipmentStatus): boolean {
  return SHIPMENT_TRANSITIONS[from].includes(to);
}

/** The one check before a vendor's change of a shipment (buying its label, cancelling it), worded for the vendor. */
export function assertShipmentTransition(from: ShipmentStatus, to: ShipmentStatus): void {
  if (canMove(from, to)) return;
  if (from === 'CANCELLED')
    throw new AppError('CONFLICT', msg(to === 'CANCELLED' ? 'shipping.alreadyCancelled' : 'shipping.cancelled'), {
      from,
      to,
    });
  if (to === 'CANCELLED') throw new AppError('CONFLICT', msg('shipping.cancelAfterLabel'), { from, to });
  throw new AppError('CONFLICT', msg('shipping.labelAlreadyBought'), { from, to });
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
