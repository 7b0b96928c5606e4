import { msg } from '@app/shared/error-messages';
import type { DbOrTx } from '../../../db/client.ts';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import * as escrow from '../../escrow/escrow.service.ts';
import { goodsInSettlement, heldVendorOrder } from '../held-vendor-order.ts';
import * as repo from '../orders.repository.ts';
import { refundSources, splitRefund } from '../refund-sources.ts';
import type { DisputeSettlement, SettledDispute } from '../dispute-settlement.ts';

/**
 * A quality claim on a vendor order whose money was released (issue 18), settled on its locked row in the caller's
 * transaction: rejected (RELEASE: nothing moves), or a full (the goods' value) or partial refund taken back from the
 * vendor's balance, one ledger transaction; the vendor order stays COMPLETED and RELEASED, the claim is recorded as an
 * order event (the timeline) and dispute_open is cleared. Returns what the buyer gets back, per payment to refund.
 */
export async function settleQualityClaim(
  tx: DbOrTx,
  deps: Deps,
  vo: repo.VendorOrderRow,
  order: repo.OrderRow,
  s: DisputeSettlement,
  actorId: string | null,
  reason: string,
): Promise<SettledDispute> {
  const now = deps.clock.now();
  const held = heldVendorOrder(vo, order.buyerId);
  const usd = heldVendorOrder({ ...vo, settlementCurrency: 'USD' }, order.buyerId);
  const currency = held.currency ?? 'USD';
  let refundCents = 0;
  let refundMinor = 0;
  if (s.kind === 'FULL_REFUND') {
    refundCents = usd.subtotalCents;
    refundMinor = held.subtotalCents;
  } else if (s.kind === 'PARTIAL_REFUND') {
    if (!Number.isSafeInteger(s.refundCents) || s.refundCents <= 0 || s.refundCents >= usd.subtotalCents) {
      throw new AppError('VALIDATION_ERROR', msg('orders.partialRefundRange'), {
        fields: { refundCents: msg('orders.partialRefundRange') },
      });
    }
    refundCents = s.refundCents;
    refundMinor = goodsInSettlement(vo, s.refundCents);
  }
  if (refundMinor > 0) await escrow.claimRefund(tx, held, refundMinor, { orderId: order.id, actorId, at: now });
  await repo.updateVendorOrder(tx, vo.id, { disputeOpen: false, updatedAt: now });
  await repo.insertEvent(tx, {
    vendorOrderId: vo.id,
    field: 'claim',
    fromState: 'OPEN',
    toState: refundMinor > 0 ? 'REFUNDED' : 'REJECTED',
    actorId,
    reason,
    createdAt: now,
  });
  const back = refundMinor > 0 ? splitRefund(await refundSources(tx, vo, order), refundMinor) : [];
  return {
    refundCents,
    // what the vendor keeps of the sale after the claim (goods kept less their fee, shipping, less the labels)
    vendorCreditCents: escrow.vendorShareOf(usd, usd.subtotalCents - refundCents).vendor,
    refundMinor,
    currency,
    back,
  };
}
