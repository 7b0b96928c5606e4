import type { Deps } from '../../../deps.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import * as repo from '../saved.repository.ts';

export async function unfollowVendor(deps: Deps, auth: AuthContext, vendorId: string): Promise<void> {
  await repo.deleteFollow(deps.db, auth.user.id, vendorId);
}
