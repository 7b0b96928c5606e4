import type { Deps } from '../../../deps.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { lockOwned, setStatus } from '../vendor-order-steps.ts';

/** The vendor (or an admin) accepts a placed vendor order. */
export async function acceptVendorOrder(deps: Deps, auth: AuthContext, vendorOrderId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const vo = await lockOwned(tx, auth, vendorOrderId);
    await setStatus(tx, deps, vo, 'ACCEPTED', auth.user.id);
  });
}
