/** Vendor order status as data: the allowed moves, one machine (lib/state-machine.ts) that checks and applies them. */
import { msg } from '@app/shared/error-messages';
import { AppError } from '../../lib/errors.ts';
import { statusMachine } from '../../lib/state-machine.ts';
import type { VendorOrderStatus } from './orders.schema.ts';

export const vendorOrderMachine = statusMachine<VendorOrderStatus>({
  name: 'vendor_order',
  transitions: {
    PLACED: ['ACCEPTED', 'CANCELLED'],
    ACCEPTED: ['SHIPPED', 'CANCELLED'],
    /**
     * COMPLETED from SHIPPED only when a dispute on an undelivered order is resolved (disputes module); CANCELLED only
     * under the ship-by guarantee, when a label was bought but no carrier event came by the ship-by date (ship-by.ts).
     */
    SHIPPED: ['DELIVERED', 'COMPLETED', 'CANCELLED'],
    DELIVERED: ['COMPLETED'],
    COMPLETED: [],
    CANCELLED: [],
  },
  refuse: (from, to) => refuseMove(from, to),
});

function refuseMove(from: VendorOrderStatus, to: VendorOrderStatus): AppError {
  return new AppError(
    'CONFLICT',
    msg('orders.transition', { from: msg(`orders.vendorStatus.${from}`), to: msg(`orders.vendorStatus.${to}`) }),
    { from, to },
  );
}

/** A vendor or an admin cancels before shipping only: SHIPPED -> CANCELLED is the ship-by guarantee's alone. */
export function assertCancelBeforeShipping(from: VendorOrderStatus): void {
  if (from === 'SHIPPED') throw refuseMove(from, 'CANCELLED');
  vendorOrderMachine.assert(from, 'CANCELLED');
}

export const VENDOR_ORDER_TRANSITIONS = vendorOrderMachine.transitions;

export const assertVendorOrderTransition = (from: VendorOrderStatus, to: VendorOrderStatus): void =>
  vendorOrderMachine.assert(from, to);

/** The buyer-facing status of a whole order, from its vendor orders. */
export function orderStatusOf(
  statuses: VendorOrderStatus[],
): 'processing' | 'shipped' | 'delivered' | 'completed' | 'cancelled' {
  const live = statuses.filter((s) => s !== 'CANCELLED');
  if (live.length === 0) return 'cancelled';
  if (live.every((s) => s === 'COMPLETED')) return 'completed';
  if (live.every((s) => s === 'DELIVERED' || s === 'COMPLETED')) return 'delivered';
  if (live.some((s) => s === 'SHIPPED' || s === 'DELIVERED' || s === 'COMPLETED')) return 'shipped';
  return 'processing';
}
