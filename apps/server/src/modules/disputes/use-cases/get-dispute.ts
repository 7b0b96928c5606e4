import type { DisputeDto } from '@app/shared/disputes';
import type { Deps } from '../../../deps.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { disputeDto } from '../dispute-dto.ts';
import { notFound, partiesOf, viewerOf } from '../dispute-steps.ts';
import * as repo from '../disputes.repository.ts';

/** One dispute, as its buyer, its vendor or an admin sees it; anyone else gets "not found". */
export async function getDispute(deps: Deps, auth: AuthContext, id: string): Promise<DisputeDto> {
  const d = await repo.findDispute(deps.db, id);
  const viewer = d ? viewerOf(auth, d) : null;
  if (!d || !viewer) throw notFound();
  return disputeDto(deps.db, d, await partiesOf(deps.db, d.vendorOrderId), viewer);
}
