/**
 * The ship-by guarantee's rules (issue 18), as pure functions: when a vendor order must have a carrier event, when
 * its vendor is reminded, and whether its buyer may cancel it for a full refund.
 */
import type { VendorOrderStatus } from './orders.schema.ts';

const DAY_MS = 86_400_000;

/** Placement + the longest lead time of the lines (a quote's own for a quoted line), at least one day to hand over. */
export function shipByOf(placedAt: Date, leadDays: readonly number[]): Date {
  const lead = Math.max(1, ...leadDays.filter((d) => Number.isFinite(d)));
  return new Date(placedAt.getTime() + lead * DAY_MS);
}

/** Statuses in which goods have not reached a carrier yet, as far as the status says. */
const NOT_SHIPPED: ReadonlySet<VendorOrderStatus> = new Set(['PLACED', 'ACCEPTED']);

/** The reminder due now (3 days, then 1 day before ship-by), or null: each sent once, the nearer one wins. */
export function reminderDue(
  vo: { status: VendorOrderStatus; shipBy: Date | null; shipByReminder: number | null },
  now: Date,
): 3 | 1 | null {
  if (!vo.shipBy || !NOT_SHIPPED.has(vo.status)) return null;
  const left = vo.shipBy.getTime() - now.getTime();
  if (left <= 0) return null;
  if (left <= DAY_MS) return vo.shipByReminder === 1 ? null : 1;
  if (left <= 3 * DAY_MS) return vo.shipByReminder === 1 || vo.shipByReminder === 3 ? null : 3;
  return null;
}

export type LateCancelBlock =
  | 'NOT_LATE'
  | 'CARRIER_EVENT'
  | 'STATUS'
  | 'ESCROW'
  | 'DISPUTE'
  | 'NO_DATE'
  /** A payment plan's balance was asked and the buyer has not paid it: the goods wait for the buyer (issue 18). */
  | 'BALANCE_DUE';

/**
 * May the buyer cancel under the guarantee: ship-by passed, no carrier event (a label alone is not one), the order not
 * delivered or cancelled, its money still held, no dispute open (a dispute decides the money then), and no payment
 * plan's balance waiting for the buyer (the clock stops while it is due, and the date moves by as long: settle-balance).
 */
export function lateCancel(
  vo: {
    status: VendorOrderStatus;
    escrowStatus: string;
    disputeOpen: boolean;
    shipBy: Date | null;
    balanceStatus?: string;
  },
  hasCarrierEvent: boolean,
  now: Date,
): { allowed: true } | { allowed: false; reason: LateCancelBlock } {
  if (!vo.shipBy) return { allowed: false, reason: 'NO_DATE' };
  if (!(NOT_SHIPPED.has(vo.status) || vo.status === 'SHIPPED')) return { allowed: false, reason: 'STATUS' };
  if (vo.escrowStatus !== 'HELD') return { allowed: false, reason: 'ESCROW' };
  if (vo.disputeOpen) return { allowed: false, reason: 'DISPUTE' };
  if (vo.balanceStatus === 'DUE') return { allowed: false, reason: 'BALANCE_DUE' };
  if (now.getTime() <= vo.shipBy.getTime()) return { allowed: false, reason: 'NOT_LATE' };
  if (hasCarrierEvent) return { allowed: false, reason: 'CARRIER_EVENT' };
  return { allowed: true };
}
