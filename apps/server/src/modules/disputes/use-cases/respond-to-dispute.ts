import type { z } from 'zod';
import type { DisputeDto, respondDisputeRequest } from '@app/shared/disputes';
import { money, msg } from '@app/shared/error-messages';
import { formatCents } from '@app/shared/money';
import type { Deps } from '../../../deps.ts';
import { fieldError } from '../../../lib/errors.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import type * as orders from '../../orders/orders.service.ts';
import { nextDisputeStatus } from '../dispute-state.ts';
import {
  attach,
  dueText,
  escalateInTx,
  lockParty,
  notifyBoth,
  partiesOf,
  payBack,
  resolveInTx,
  transition,
  type Actor,
} from '../dispute-steps.ts';
import { BUYER_OFFER_ANSWER_MS } from '../dispute-window.ts';
import { getDispute } from './get-dispute.ts';

type RespondInput = z.output<typeof respondDisputeRequest>;

/** The vendor answers within 48 hours: accept (the buyer's request), offer a partial refund, or contest. */
export async function respondToDispute(
  deps: Deps,
  auth: AuthContext,
  id: string,
  input: RespondInput,
): Promise<DisputeDto> {
  const settled = await deps.db.transaction(async (tx) => {
    const d = await lockParty(tx, auth, id, 'vendor');
    const actor: Actor = { id: auth.user.id, party: 'vendor' };
    const statement = input.statement || null;
    if (input.action === 'ACCEPT') {
      nextDisputeStatus(d.status, 'vendor_accept');
      await attach(tx, input.evidenceIds, auth.user.id, d.id, 'vendor', null);
      const s: orders.DisputeSettlement =
        d.requestedOutcome === 'PARTIAL_REFUND'
          ? { kind: 'PARTIAL_REFUND', refundCents: d.requestedRefundCents! }
          : { kind: 'FULL_REFUND' };
      return resolveInTx(tx, deps, d, 'vendor_accept', actor, s, statement, {
        vendorResponse: 'ACCEPT',
        vendorStatement: statement,
      });
    }
    if (input.action === 'OFFER') {
      nextDisputeStatus(d.status, 'vendor_offer');
      const goods = (await partiesOf(tx, d.vendorOrderId)).goodsCents;
      if (input.offerCents! >= goods)
        throw fieldError('offerCents', msg('disputes.offerTooHigh', { amount: money(goods, 'USD') }));
      await attach(tx, input.evidenceIds, auth.user.id, d.id, 'vendor', null);
      const due = new Date(deps.clock.now().getTime() + BUYER_OFFER_ANSWER_MS);
      await transition(
        tx,
        deps,
        d,
        'vendor_offer',
        actor,
        { vendorResponse: 'OFFER', vendorStatement: statement, offerCents: input.offerCents!, responseDueAt: due },
        statement,
      );
      await notifyBoth(tx, deps, d, 'dispute.offer_made', {
        amount: formatCents(input.offerCents!),
        amountCents: input.offerCents!,
        dueAt: dueText(due),
      });
      return null;
    }
    nextDisputeStatus(d.status, 'vendor_contest');
    await attach(tx, input.evidenceIds, auth.user.id, d.id, 'vendor', null);
    await escalateInTx(
      tx,
      deps,
      d,
      'vendor_contest',
      actor,
      'CONTESTED',
      { vendorResponse: 'CONTEST', vendorStatement: statement },
      statement,
    );
    return null;
  });
  if (settled) await payBack(deps, settled);
  return getDispute(deps, auth, id);
}
