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
    /** COMPLETED from SHIPPED only when a dispute on an undelivered order is resolved (disputes module). */
    SHIPPED: ['DELIVERED', 'COMPLETED'],
    DELIVERED: ['COMPLETED'],
    COMPLETED: [],
    CANCELLED: [],
  },
  refuse: (from, to) =>
    new AppError(
      'CONFLICT',
      msg('orders.transition', { from: msg(`orders.vendorStatus.${from}`), to: msg(`orders.vendorStatus.${to}`) }),
      { from, to },
    ),
});

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
