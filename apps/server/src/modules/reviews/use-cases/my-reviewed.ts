import type { Deps } from '../../../deps.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import * as repo from '../reviews.repository.ts';

export async function myReviewed(deps: Deps, auth: AuthContext) {
  return { items: await repo.reviewedCountsOfBuyer(deps.db, auth.user.id) };
}
