import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { getUserById } from '../../auth/auth.service.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import * as repo from '../saved.repository.ts';
import { msg } from '@app/shared/error-messages';

export async function followVendor(deps: Deps, auth: AuthContext, vendorId: string): Promise<void> {
  if (vendorId === auth.user.id)
    throw new AppError('VALIDATION_ERROR', msg('saved.cannotFollowSelf'), {
      fields: { vendorId: msg('saved.cannotFollowSelf') },
    });
  const vendor = await getUserById(deps.db, vendorId);
  if (!vendor || !vendor.roles.includes('vendor')) throw new AppError('NOT_FOUND', msg('saved.supplierNotFound'));
  await repo.insertFollow(deps.db, { userId: auth.user.id, vendorId, createdAt: deps.clock.now() });
}
