/**
 * May the buyer open a dispute on a vendor order now, and if not, why: the disputes module's ONE eligibility rule,
 * applied to many vendor orders with a few queries. Opening a dispute enforces it (in its transaction, on the locked
 * row), the dispute options answer it, and the orders module puts it on the buyer's order DTOs — so the web app shows
 * exactly what the server will accept.
 */
import type { DisputeEligibilityDto } from '@app/shared/disputes';
import type { DbOrTx } from '../../../db/client.ts';
import { qualityClaimDays } from '@app/shared/disputes';
import { categoriesOf, leadTimesOf } from '../../catalog/catalog.service.ts';
import { shippingOfVendorOrders } from '../../shipping/shipping.service.ts';
import { disputeWindow, promisedDeliveryAt, UNDELIVERED_STATUSES } from '../dispute-window.ts';
import * as repo from '../disputes.repository.ts';

/** What the rule needs of a vendor order (its row or its DTO). */
export interface EligibilityFacts {
  id: string;
  createdAt: Date | string;
  status: string;
  escrowStatus: string;
  inspectionEndsAt: Date | string | null;
  /** Delivered (or confirmed in hand) at: a quality claim's window starts then (issue 18). */
  deliveredAt?: Date | string | null | undefined;
  disputeOpen?: boolean | undefined;
  productIds: readonly string[];
  /** The caller is the order's buyer: only the buyer opens a dispute (admins read the answer). */
  viewerIsBuyer: boolean;
}

const asDate = (d: Date | string) => (d instanceof Date ? d : new Date(d));

export async function disputeEligibilityOf(
  db: DbOrTx,
  vos: readonly EligibilityFacts[],
  now: Date,
): Promise<Map<string, DisputeEligibilityDto>> {
  const out = new Map<string, DisputeEligibilityDto>();
  if (vos.length === 0) return out;
  // only an undelivered order can become overdue: the promised delivery date is looked up for those alone
  const undelivered = vos.filter((v) => UNDELIVERED_STATUSES.has(v.status));
  // only a completed, released order can be claimed on: its categories set the claim window
  const claimable = vos.filter((v) => v.status === 'COMPLETED' && v.escrowStatus === 'RELEASED' && v.deliveredAt);
  const [existing, leads, ships, categories] = await Promise.all([
    repo.disputesOfVendorOrders(
      db,
      vos.map((v) => v.id),
    ),
    leadTimesOf(db, [...new Set(undelivered.flatMap((v) => v.productIds))]),
    shippingOfVendorOrders(
      db,
      undelivered.map((v) => v.id),
    ),
    categoriesOf(db, [...new Set(claimable.flatMap((v) => v.productIds))]),
  ]);
  for (const vo of vos) {
    const dispute = existing.find((d) => d.vendorOrderId === vo.id);
    const lead = Math.max(0, ...vo.productIds.map((id) => leads.get(id) ?? 0));
    const transit = ships.find((s) => s.vendorOrderId === vo.id && s.transitDays !== null)?.transitDays ?? null;
    const w = disputeWindow({
      status: vo.status,
      escrowStatus: vo.escrowStatus,
      inspectionEndsAt: vo.inspectionEndsAt === null ? null : asDate(vo.inspectionEndsAt),
      deliveredAt: vo.deliveredAt ? asDate(vo.deliveredAt) : null,
      claimDays: qualityClaimDays(vo.productIds.flatMap((id) => categories.get(id) ?? [])),
      promisedAt: promisedDeliveryAt(asDate(vo.createdAt), lead, transit),
      disputeOpen: vo.disputeOpen ?? false,
      hasDispute: dispute !== undefined,
      now,
    });
    const notBuyer = w.canOpen && !vo.viewerIsBuyer;
    out.set(vo.id, {
      allowed: w.canOpen && !notBuyer,
      claim: w.claim,
      reason: notBuyer ? 'NOT_BUYER' : w.blockedBy,
      windowEndsAt: w.windowEndsAt,
      overdue: w.overdue,
      disputeId: dispute?.id ?? null,
      disputeStatus: dispute?.status ?? null,
    });
  }
  return out;
}

/** The rule for one vendor order. */
export async function disputeEligibility(db: DbOrTx, vo: EligibilityFacts, now: Date): Promise<DisputeEligibilityDto> {
  return (await disputeEligibilityOf(db, [vo], now)).get(vo.id)!;
}
