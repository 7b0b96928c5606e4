/** When a buyer may open a dispute on a vendor order (pure, unit-tested). */
import { TIMES } from '@app/shared/constants';
import type { DisputeOptionDto } from '@app/shared/disputes';

const DAY = 86_400_000;

/** Transit days assumed before a label is bought: the upper end of the advertised 7-14 business days (spec 9). */
export const DEFAULT_TRANSIT_DAYS = 14;
/** A vendor order not delivered this many days after its promised date is overdue: the buyer may dispute it. */
export const OVERDUE_GRACE_DAYS = 14;

/**
 * The promised delivery date of a vendor order: the day it was placed, plus the longest lead time of its products
 * (catalog `lead_time_days`: the vendor's promise to have the goods ready), plus the transit time — the estimated days
 * of the carrier rate the vendor bought, or DEFAULT_TRANSIT_DAYS while no label has been bought.
 */
export function promisedDeliveryAt(placedAt: Date, leadTimeDays: number, transitDays: number | null): Date {
  return new Date(placedAt.getTime() + (Math.max(0, leadTimeDays) + (transitDays ?? DEFAULT_TRANSIT_DAYS)) * DAY);
}

export interface WindowFacts {
  status: string;
  escrowStatus: string;
  inspectionEndsAt: Date | null;
  /** When the goods were delivered (or the buyer confirmed them in hand): the quality claim window starts then. */
  deliveredAt: Date | null;
  /** The quality claim window in days (qualityClaimDays of the order's categories). */
  claimDays: number;
  promisedAt: Date;
  disputeOpen: boolean;
  hasDispute: boolean;
  now: Date;
}

/** Not delivered yet: only these can become overdue. */
export const UNDELIVERED_STATUSES: ReadonlySet<string> = new Set(['PLACED', 'ACCEPTED', 'SHIPPED']);

export function isOverdue(f: Pick<WindowFacts, 'status' | 'promisedAt' | 'now'>): boolean {
  return UNDELIVERED_STATUSES.has(f.status) && f.now.getTime() >= f.promisedAt.getTime() + OVERDUE_GRACE_DAYS * DAY;
}

/**
 * The one rule (pure): from shipping — the buyer may hold the goods before any carrier delivery event, as the receipt
 * confirmation allows — until the 7-day inspection window after delivery ends; before shipping only once overdue;
 * escrow still held; one dispute per vendor order. After the money was released to the vendor on delivered goods, a
 * quality claim (issue 18) until `claimDays` after delivery. dispute-eligibility.ts gathers the facts and applies it
 * everywhere.
 */
export function disputeWindow(
  f: WindowFacts,
): Pick<DisputeOptionDto, 'canOpen' | 'blockedBy' | 'windowEndsAt' | 'overdue' | 'claim'> {
  const overdue = isOverdue(f);
  // a completed, released order that was delivered: the quality claim window
  const claimEndsAt =
    f.status === 'COMPLETED' && f.escrowStatus === 'RELEASED' && f.deliveredAt
      ? new Date(f.deliveredAt.getTime() + f.claimDays * DAY)
      : null;
  const windowEndsAt = claimEndsAt
    ? claimEndsAt.toISOString()
    : f.status === 'DELIVERED' && f.inspectionEndsAt
      ? f.inspectionEndsAt.toISOString()
      : null;
  const no = (blockedBy: NonNullable<DisputeOptionDto['blockedBy']>) => ({
    canOpen: false,
    blockedBy,
    windowEndsAt,
    overdue,
    claim: false,
  });
  if (f.hasDispute || f.disputeOpen) return no('ALREADY_DISPUTED');
  if (claimEndsAt) {
    if (f.now >= claimEndsAt) return no('WINDOW_ENDED');
    return { canOpen: true, blockedBy: null, windowEndsAt, overdue: false, claim: true };
  }
  if (f.escrowStatus !== 'HELD') return no('ESCROW_SETTLED');
  if (f.status === 'DELIVERED') {
    if (!f.inspectionEndsAt || f.now >= f.inspectionEndsAt) return no('WINDOW_ENDED');
    return { canOpen: true, blockedBy: null, windowEndsAt, overdue: false, claim: false };
  }
  if (f.status === 'SHIPPED' || overdue)
    return { canOpen: true, blockedBy: null, windowEndsAt: null, overdue, claim: false };
  return no(f.status === 'COMPLETED' || f.status === 'CANCELLED' ? 'ESCROW_SETTLED' : 'NOT_SHIPPED_YET');
}

export const VENDOR_RESPONSE_MS = TIMES.vendorDisputeResponseHours * 3_600_000;
/** The buyer answers a vendor's offer within the same 48 hours. */
export const BUYER_OFFER_ANSWER_MS = TIMES.vendorDisputeResponseHours * 3_600_000;
