import type { DisputeDto } from '@app/shared/disputes';
import type { Deps } from '../../../deps.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { escalateInTx, lockParty, payBack, resolveInTx, type Actor } from '../dispute-steps.ts';
import { getDispute } from './get-dispute.ts';

/** The buyer accepts the vendor's offer (resolved with that partial refund) or rejects it (escalated). */
export async function answerOffer(
  deps: Deps,
  auth: AuthContext,
  id: string,
  decision: 'ACCEPT' | 'REJECT',
): Promise<DisputeDto> {
  const settled = await deps.db.transaction(async (tx) => {
    const d = await lockParty(tx, auth, id, 'buyer');
    const actor: Actor = { id: auth.user.id, party: 'buyer' };
    if (decision === 'ACCEPT')
      return resolveInTx(
        tx,
        deps,
        d,
        'buyer_accept_offer',
        actor,
        { kind: 'PARTIAL_REFUND', refundCents: d.offerCents! },
        null,
      );
    await escalateInTx(tx, deps, d, 'buyer_reject_offer', actor, 'OFFER_REJECTED');
    return null;
  });
  if (settled) await payBack(deps, settled);
  return getDispute(deps, auth, id);
}
