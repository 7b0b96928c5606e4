/**
 * What the buyer is shown about disputes on one vendor part of an order, read from the server's eligibility rule
 * (`disputeEligibility` on the order DTOs): the web never decides on its own whether a dispute may be opened.
 */
import type { DisputeEligibilityDto } from '@app/shared/disputes';

export type DisputeAffordance =
  /** "Open a dispute", with the deadline (delivered) or the overdue note; after the release, a quality claim. */
  | { kind: 'open'; windowEndsAt: string | null; overdue: boolean; claim: boolean }
  /** A dispute exists: a link to it. */
  | { kind: 'view'; disputeId: string; resolved: boolean }
  /** Why not, as a key of the `disputes` namespace (`date` for WINDOW_ENDED). */
  | { kind: 'explain'; key: ExplainKey; date: string | null };

export type ExplainKey =
  | 'eligibility.notShipped'
  | 'eligibility.notDelivered'
  | 'eligibility.windowClosed'
  | 'eligibility.windowClosedNoDate'
  | 'eligibility.released'
  | 'eligibility.settled'
  | 'eligibility.alreadyDisputed'
  | 'eligibility.notBuyer';

interface Part {
  status: string;
  escrowStatus: string;
  inspectionEndsAt: string | null;
  disputeEligibility?: DisputeEligibilityDto | undefined;
}

/** null: nothing to say (no eligibility on this DTO, or a cancelled part: refunded, nothing to dispute). */
export function disputeAffordance(part: Part): DisputeAffordance | null {
  const e = part.disputeEligibility;
  if (!e) return null;
  if (e.disputeId) return { kind: 'view', disputeId: e.disputeId, resolved: e.disputeStatus === 'RESOLVED' };
  if (e.allowed) return { kind: 'open', windowEndsAt: e.windowEndsAt, overdue: e.overdue, claim: e.claim };
  const explain = (key: ExplainKey, date: string | null = null): DisputeAffordance => ({ kind: 'explain', key, date });
  switch (e.reason) {
    case 'NOT_SHIPPED_YET':
      return explain('eligibility.notShipped');
    case 'NOT_DELIVERED_YET':
      return explain('eligibility.notDelivered');
    case 'WINDOW_ENDED': {
      const date = e.windowEndsAt ?? part.inspectionEndsAt;
      return date ? explain('eligibility.windowClosed', date) : explain('eligibility.windowClosedNoDate');
    }
    case 'ESCROW_SETTLED':
      if (part.status === 'CANCELLED') return null;
      return explain(part.escrowStatus === 'RELEASED' ? 'eligibility.released' : 'eligibility.settled');
    case 'ALREADY_DISPUTED':
      return explain('eligibility.alreadyDisputed');
    case 'NOT_BUYER':
      return explain('eligibility.notBuyer');
    default:
      return null;
  }
}
