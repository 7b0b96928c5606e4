import type { SavedIds } from '@app/shared/saved';
import type { Deps } from '../../../deps.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import * as repo from '../saved.repository.ts';

/** The ids the buyer saved and follows: the hearts and follow buttons of the catalog pages. */
export async function savedIds(deps: Deps, auth: AuthContext): Promise<SavedIds> {
  const [productIds, vendorIds] = await Promise.all([
    repo.savedProductIds(deps.db, auth.user.id),
    repo.followedVendorIds(deps.db, auth.user.id),
  ]);
  return { productIds, vendorIds };
}
