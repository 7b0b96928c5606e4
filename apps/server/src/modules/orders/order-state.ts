/** Vendor order status as data: allowed transitions and the one check. */
import { AppError } from '../../lib/errors.ts';
import type { VendorOrderStatus } from './orders.schema.ts';
import { msg } from '@app/shared/error-messages';

export const VENDOR_ORDER_TRANSITIONS: Record<VendorOrderStatus, readonly VendorOrderStatus[]> = {
  PLACED: ['ACCEPTED', 'CANCELLED'],
  ACCEPTED: ['SHIPPED', 'CANCELLED'],
  /** COMPLETED from SHIPPED only when a dispute on an undelivered order is resolved (disputes module). */
  SHIPPED: ['DELIVERED', 'COMPLETED'],
  DELIVERED: ['COMPLETED'],
  COMPLETED: [],
  CANCELLED: [],
};

export function assertVendorOrderTransition(from: VendorOrderStatus, to: VendorOrderStatus): void {
  if (!VENDOR_ORDER_TRANSITIONS[from].includes(to)) {
    throw new AppError(
      'CONFLICT',
      msg('orders.transition', { from: msg(`orders.vendorStatus.${from}`), to: msg(`orders.vendorStatus.${to}`) }),
      { from, to },
    );
  }
}

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
