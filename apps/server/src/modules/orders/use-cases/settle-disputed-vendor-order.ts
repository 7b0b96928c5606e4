import { msg } from '@app/shared/error-messages';
import type { DbOrTx } from '../../../db/client.ts';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import * as escrow from '../../escrow/escrow.service.ts';
import { assertEscrowTransition } from '../../escrow/escrow-state.ts';
import { goodsHeldUsd, goodsInSettlement, heldVendorOrder } from '../held-vendor-order.ts';
import { balanceUnpaid, setBalanceStatus } from '../balance-state.ts';
import type * as repo from '../orders.repository.ts';
import type { DisputeSettlement, SettledDispute } from '../dispute-settlement.ts';
import { refundSources, splitRefund } from '../refund-sources.ts';
import { setEscrowStatus, setStatus } from '../vendor-order-steps.ts';
import { settleQualityClaim } from './settle-quality-claim.ts';

export type { DisputeSettlement, SettledDispute } from '../dispute-settlement.ts';

/**
 * Settles a disputed vendor order on its locked row, in the caller's transaction (the one that resolves the dispute):
 * exactly one ledger transaction (release, refund or partial refund: one idempotency key per vendor order), the escrow
 * status, the vendor order status (DELIVERED/SHIPPED -> COMPLETED; never shipped -> CANCELLED, which cannot be
 * released), dispute_open cleared, and the order events. Returns what the buyer gets back and the vendor's credit
 * from the whole vendor order (part of it may have been released at shipment, issue 18: a refund takes back from the
 * vendor's balance what escrow no longer holds).
 */
export async function settleDisputedVendorOrder(
  tx: DbOrTx,
  deps: Deps,
  vo: repo.VendorOrderRow,
  order: repo.OrderRow,
  s: DisputeSettlement,
  actorId: string | null,
  reason: string,
): Promise<SettledDispute> {
  // the money was already released: a quality claim, settled from the vendor's balance (issue 18)
  if (vo.escrowStatus === 'RELEASED') return settleQualityClaim(tx, deps, vo, order, s, actorId, reason);
  const to = s.kind === 'RELEASE' ? 'RELEASED' : s.kind === 'FULL_REFUND' ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
  assertEscrowTransition(vo.escrowStatus, to);
  const shipped = vo.status === 'SHIPPED' || vo.status === 'DELIVERED';
  if (!shipped && s.kind === 'RELEASE') throw new AppError('CONFLICT', msg('orders.neverShipped'));
  if (vo.fraudHold && s.kind !== 'FULL_REFUND') throw new AppError('CONFLICT', msg('orders.fraudHoldFullRefundOnly'));
  const now = deps.clock.now();
  const held = heldVendorOrder(vo, order.buyerId);
  // the same figures in USD, as the decision and its notices are worded
  const usdHeld = heldVendorOrder({ ...vo, settlementCurrency: 'USD' }, order.buyerId);
  // the goods escrow holds (a plan's deposit only, while its balance is unpaid)
  const goodsUsd = goodsHeldUsd(vo);
  const ctx = { orderId: order.id, actorId, at: now };
  let result: { refundCents: number; vendorCreditCents: number; refundMinor: number; currency: string };
  const sources = await refundSources(tx, vo, order);
  const currency = held.currency ?? 'USD';
  if (s.kind === 'RELEASE') {
    await escrow.release(tx, held, ctx);
    result = {
      refundCents: 0,
      vendorCreditCents: escrow.vendorShareOf(usdHeld, goodsUsd).vendor,
      refundMinor: 0,
      currency,
    };
  } else if (s.kind === 'FULL_REFUND') {
    await escrow.refund(tx, held, ctx);
    result = {
      // everything paid: what escrow holds and what was released at shipment (taken back from the vendor)
      refundCents: escrow.paidOf(usdHeld),
      vendorCreditCents: 0,
      refundMinor: escrow.paidOf(held),
      currency,
    };
  } else {
    if (!Number.isSafeInteger(s.refundCents) || s.refundCents <= 0 || s.refundCents >= goodsUsd) {
      throw new AppError('VALIDATION_ERROR', msg('orders.partialRefundRange'), {
        fields: { refundCents: msg('orders.partialRefundRange') },
      });
    }
    // Decided in USD; the ledger moves the same share of what was received, in its currency.
    const refundMinor = goodsInSettlement(vo, s.refundCents);
    await escrow.partialRefund(tx, held, refundMinor, ctx);
    const kept = goodsUsd - s.refundCents;
    result = {
      refundCents: s.refundCents,
      vendorCreditCents: escrow.vendorShareOf(usdHeld, kept).vendor,
      refundMinor,
      currency,
    };
  }
  await setEscrowStatus(tx, deps, vo, to, actorId, reason, { disputeOpen: false });
  await setStatus(tx, deps, vo, shipped ? 'COMPLETED' : 'CANCELLED', actorId, reason);
  // cancelled before a plan's balance was paid: it is no longer asked (issue 18)
  if (!shipped && balanceUnpaid(vo.balanceStatus)) await setBalanceStatus(tx, deps, vo, 'CANCELLED', actorId, reason);
  return { ...result, back: splitRefund(sources, result.refundMinor) };
}
