import type { RfqDto } from '@app/shared/rfqs';
import type { Deps } from '../../../deps.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { liveQuoteCounts } from '../../offers/offers.service.ts';
import { toRfqDto } from '../rfq-steps.ts';
import * as repo from '../rfqs.repository.ts';

/** The buyer's own requests, newest first (the last 100), each with its live quotes' count. */
export async function listMyRfqs(deps: Deps, auth: AuthContext): Promise<RfqDto[]> {
  const rows = await repo.rfqsOfBuyer(deps.db, auth.user.id, 100);
  const counts = await liveQuoteCounts(
    deps.db,
    rows.map((r) => r.id),
  );
  const now = deps.clock.now();
  return rows.map((r) => toRfqDto(r, counts.get(r.id) ?? 0, now));
}
