import type { Role } from '@app/shared/constants';
import type { DbOrTx } from '../../../db/client.ts';
import * as repo from '../auth.repository.ts';
import type { UserRow } from '../auth.types.ts';

/**
 * A vendor application is submitted (in the caller's transaction): the user gets the vendor role (keeping their
 * others), KYC becomes PENDING, the company is the business's name and the phone, when the account has none, the
 * contact's. Returns the updated user.
 */
export async function markVendorApplicant(
  tx: DbOrTx,
  user: UserRow,
  business: { company: string; contactPhone: string },
): Promise<UserRow> {
  const roles: Role[] = user.roles.includes('vendor') ? user.roles : [...user.roles, 'vendor'];
  return (await repo.updateUser(tx, user.id, {
    roles,
    kycStatus: 'PENDING',
    company: business.company,
    phone: user.phone ?? business.contactPhone,
  }))!;
}
