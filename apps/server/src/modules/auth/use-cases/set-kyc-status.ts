import type { DbOrTx } from '../../../db/client.ts';
import * as repo from '../auth.repository.ts';
import type { UserRow } from '../auth.types.ts';

/** The verification module moves a user's KYC status with its applications, in the caller's transaction. */
export async function setKycStatus(tx: DbOrTx, userId: string, kycStatus: UserRow['kycStatus']): Promise<void> {
  await repo.updateUser(tx, userId, { kycStatus });
}
