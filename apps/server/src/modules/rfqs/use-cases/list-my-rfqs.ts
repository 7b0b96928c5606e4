import type { RfqDto } from '@app/shared/rfqs';
import type { Deps } from '../../../deps.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { liveQuoteCounts } from '../../offers/offers.service.ts';
import { filesOf, toRfqDto } from '../rfq-steps.ts';
import * as repo from '../rfqs.repository.ts';

/** The buyer's own requests, newest first (the last 100), each with its live quotes' count. */
export async function listMyRfqs(deps: Deps, auth: AuthContext): Promise<RfqDto[]> {
  const rows = await repo.rfqsOfBuyer(deps.db, auth.user.id, 100);
  const ids = rows.map((r) => r.id);
  const [counts, files] = await Promise.all([liveQuoteCounts(deps.db, ids), filesOf(deps.db, ids)]);
  const now = deps.clock.now();
  return rows.map((r) => toRfqDto(r, counts.get(r.id) ?? 0, now, files.get(r.id)));
}
