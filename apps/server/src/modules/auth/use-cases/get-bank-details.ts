import { eq } from 'drizzle-orm';
import type { BankDetailsDto } from '@app/shared/bank-details';
import type { Deps } from '../../../deps.ts';
import { toBankDetailsDto } from '../bank-details-dto.ts';
import { bankDetails } from '../auth.schema.ts';
import type { AuthContext } from '../auth.types.ts';

export async function getBankDetails(deps: Deps, auth: AuthContext): Promise<BankDetailsDto | null> {
  const [row] = await deps.db.select().from(bankDetails).where(eq(bankDetails.userId, auth.user.id));
  return row ? toBankDetailsDto(row) : null;
}
