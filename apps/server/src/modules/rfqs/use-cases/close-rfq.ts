import type { RfqDto } from '@app/shared/rfqs';
import type { Deps } from '../../../deps.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { liveQuoteCounts } from '../../offers/offers.service.ts';
import { assertOpen, endRfq, filesOf, lockOwnRfq, toRfqDto } from '../rfq-steps.ts';
import * as repo from '../rfqs.repository.ts';

/** The buyer closes their request early: no more quotes; the open ones are rejected and their vendors told. */
export async function closeRfq(deps: Deps, auth: AuthContext, rfqId: string): Promise<RfqDto> {
  await deps.db.transaction(async (tx) => {
    const rfq = await lockOwnRfq(tx, auth, rfqId);
    assertOpen(rfq, deps.clock.now());
    await endRfq(deps, tx, rfq, 'CLOSED', auth.user.id);
  });
  const rfq = (await repo.findRfq(deps.db, rfqId))!;
  const [counts, files] = await Promise.all([liveQuoteCounts(deps.db, [rfq.id]), filesOf(deps.db, [rfq.id])]);
  return toRfqDto(rfq, counts.get(rfq.id) ?? 0, deps.clock.now(), files.get(rfq.id));
}
