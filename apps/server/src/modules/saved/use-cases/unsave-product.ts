import type { Deps } from '../../../deps.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import * as repo from '../saved.repository.ts';

export async function unsaveProduct(deps: Deps, auth: AuthContext, productId: string): Promise<void> {
  await repo.deleteSaved(deps.db, auth.user.id, productId);
}
