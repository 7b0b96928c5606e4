import type { z } from 'zod';
import type { decideDisputeRequest, DisputeDto } from '@app/shared/disputes';
import { msg } from '@app/shared/error-messages';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import type * as orders from '../../orders/orders.service.ts';
import { notFound, payBack, resolveInTx } from '../dispute-steps.ts';
import * as repo from '../disputes.repository.ts';
import { getDispute } from './get-dispute.ts';

type DecideInput = z.output<typeof decideDisputeRequest>;

/** The admin decides an escalated dispute: release, full refund or partial refund, with a note to both parties. */
export async function decideDispute(
  deps: Deps,
  auth: AuthContext,
  id: string,
  input: DecideInput,
): Promise<DisputeDto> {
  const settled = await deps.db.transaction(async (tx) => {
    const d = await repo.lockDispute(tx, id);
    if (!d) throw notFound();
    if (d.buyerId === auth.user.id || d.vendorId === auth.user.id)
      throw new AppError('FORBIDDEN', msg('disputes.partyCannotDecide'));
    const s: orders.DisputeSettlement =
      input.outcome === 'PARTIAL_REFUND'
        ? { kind: 'PARTIAL_REFUND', refundCents: input.refundCents! }
        : { kind: input.outcome };
    return resolveInTx(tx, deps, d, 'admin_decide', { id: auth.user.id, party: 'admin' }, s, input.note, {
      decidedBy: auth.user.id,
      decisionNote: input.note,
    });
  });
  await payBack(deps, settled);
  return getDispute(deps, auth, id);
}
