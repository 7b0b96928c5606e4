import type { DbOrTx } from '../../../db/client.ts';
import type { UserRow } from '../../auth/auth.types.ts';
import * as repo from '../catalog.repository.ts';
import { vendorIdentity } from '../vendor-identity.ts';

/** Re-denormalises the vendor's name and country onto their products after a profile change. */
export async function refreshVendorOnProducts(db: DbOrTx, user: UserRow): Promise<void> {
  const { vendorName, vendorCountry } = vendorIdentity(user);
  await repo.refreshVendor(db, user.id, vendorName, vendorCountry);
}
