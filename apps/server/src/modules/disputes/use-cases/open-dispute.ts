import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { DisputeDto, openDisputeRequest } from '@app/shared/disputes';
import { money, msg } from '@app/shared/error-messages';
import type { Deps } from '../../../deps.ts';
import { AppError, fieldError } from '../../../lib/errors.ts';
import { audit } from '../../audit/audit.service.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import * as orders from '../../orders/orders.service.ts';
import { disputeEligibility } from './dispute-eligibility-of.ts';
import { nextDisputeStatus } from '../dispute-state.ts';
import { attach, dueText, notifyBoth } from '../dispute-steps.ts';
import { VENDOR_RESPONSE_MS } from '../dispute-window.ts';
import * as repo from '../disputes.repository.ts';
import { getDispute } from './get-dispute.ts';

type OpenInput = z.output<typeof openDisputeRequest>;

/** The buyer opens a dispute: escrow frozen (dispute_open) in the same transaction; the vendor has 48 hours. */
export async function openDispute(deps: Deps, auth: AuthContext, input: OpenInput): Promise<DisputeDto> {
  const id = await deps.db.transaction(async (tx) => {
    const locked = await orders.lockVendorOrderForDispute(tx, input.vendorOrderId);
    if (!locked || locked.order.buyerId !== auth.user.id) throw new AppError('NOT_FOUND', msg('orders.notFound'));
    const { vo, order } = locked;
    const now = deps.clock.now();
    const items = (await orders.vendorOrderDetails(tx, vo.id))?.items ?? [];
    // The one eligibility rule, on the locked row: what the order DTOs told the buyer is what is enforced here.
    const e = await disputeEligibility(
      tx,
      { ...vo, productIds: items.map((i) => i.productId), viewerIsBuyer: true },
      now,
    );
    if (!e.allowed) {
      throw new AppError('CONFLICT', msg(`disputes.blocked.${e.reason!}`), { blockedBy: e.reason });
    }
    if (input.requestedOutcome === 'PARTIAL_REFUND' && (input.requestedRefundCents ?? 0) >= vo.subtotalCents) {
      throw fieldError(
        'requestedRefundCents',
        msg('disputes.partialTooHigh', { amount: money(vo.subtotalCents, 'USD') }),
      );
    }
    const d = await repo.insertDispute(tx, {
      id: randomUUID(),
      vendorOrderId: vo.id,
      orderId: order.id,
      buyerId: order.buyerId,
      vendorId: vo.vendorId,
      status: nextDisputeStatus('NEW', 'open'),
      reason: input.reason,
      requestedOutcome: input.requestedOutcome,
      requestedRefundCents: input.requestedOutcome === 'PARTIAL_REFUND' ? input.requestedRefundCents! : null,
      description: input.description,
      responseDueAt: new Date(now.getTime() + VENDOR_RESPONSE_MS),
      createdAt: now,
      updatedAt: now,
    });
    if (!d) throw new AppError('CONFLICT', msg('disputes.blocked.ALREADY_DISPUTED'), { blockedBy: 'ALREADY_DISPUTED' });
    await attach(tx, input.evidenceIds, auth.user.id, d.id, 'buyer', null);
    await orders.setDisputeOpen(tx, deps, vo.id, true);
    await repo.insertEvent(tx, {
      disputeId: d.id,
      action: 'open',
      fromStatus: null,
      toStatus: 'OPEN',
      actorId: auth.user.id,
      party: 'buyer',
      note: input.reason,
      createdAt: now,
    });
    await audit(tx, {
      actorId: auth.user.id,
      action: 'dispute.open',
      subjectType: 'dispute',
      subjectId: d.id,
      data: {
        vendorOrderId: vo.id,
        reason: input.reason,
        requestedOutcome: input.requestedOutcome,
        requestedRefundCents: d.requestedRefundCents,
        qualityClaim: e.claim,
      },
    });
    // after the release it is a quality claim (issue 18): nothing is frozen, a refund comes from the vendor's balance
    const kind = e.claim ? 'dispute.claim_opened' : 'dispute.opened';
    await notifyBoth(tx, deps, d, kind, { dueAt: dueText(d.responseDueAt!), hours: 48 });
    return d.id;
  });
  return getDispute(deps, auth, id);
}
