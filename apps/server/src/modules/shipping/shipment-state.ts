/**
 * Shipment status as data (one machine, lib/state-machine.ts, that checks and applies the moves), and how carrier
 * statuses map onto it.
 */
import type { ShipmentStatus } from '@app/shared/shipping';
import { msg } from '@app/shared/error-messages';
import { AppError } from '../../lib/errors.ts';
import { statusMachine } from '../../lib/state-machine.ts';

/**
 * PENDING_LABEL is a draft: rates quoted and stored, no label. Its vendor buys the label (LABEL_READY) or cancels it
 * (CANCELLED, final). Once a label is bought the carrier's events move it on. A refused move is worded for the vendor
 * (buying its label, cancelling it); the carrier's events check `canMove` and skip what the table does not allow.
 */
export const shipmentMachine = statusMachine<ShipmentStatus>({
  name: 'shipment',
  transitions: {
    PENDING_LABEL: ['LABEL_READY', 'CANCELLED'],
    LABEL_READY: ['IN_TRANSIT', 'DELIVERED', 'EXCEPTION'],
    IN_TRANSIT: ['IN_TRANSIT', 'DELIVERED', 'EXCEPTION'],
    EXCEPTION: ['IN_TRANSIT', 'DELIVERED', 'EXCEPTION'],
    DELIVERED: [],
    CANCELLED: [],
  },
  refuse: (from, to) => {
    if (from === 'CANCELLED')
      return new AppError('CONFLICT', msg(to === 'CANCELLED' ? 'shipping.alreadyCancelled' : 'shipping.cancelled'), {
        from,
        to,
      });
    if (to === 'CANCELLED') return new AppError('CONFLICT', msg('shipping.cancelAfterLabel'), { from, to });
    return new AppError('CONFLICT', msg('shipping.labelAlreadyBought'), { from, to });
  },
});

export const SHIPMENT_TRANSITIONS = shipmentMachine.transitions;

export const canMove = (from: ShipmentStatus, to: ShipmentStatus): boolean => shipmentMachine.can(from, to);

/** The one check before a vendor's change of a shipment (buying its label, cancelling it), worded for the vendor. */
export const assertShipmentTransition = (from: ShipmentStatus, to: ShipmentStatus): void =>
  shipmentMachine.assert(from, to);

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
