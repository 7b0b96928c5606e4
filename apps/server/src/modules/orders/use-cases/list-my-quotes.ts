import type { QuoteDto } from '@app/shared/orders';
import type { Deps } from '../../../deps.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { toQuoteDtos } from '../bank-transfer-dto.ts';
import * as repo from '../orders.repository.ts';

/** The signed-in buyer's bank transfer checkouts (quote requests and pro-formas). */
export async function listMyQuotes(deps: Deps, auth: AuthContext): Promise<QuoteDto[]> {
  return toQuoteDtos(deps.db, await repo.checkoutsOfBuyer(deps.db, auth.user.id, 'bank_transfer'));
}
