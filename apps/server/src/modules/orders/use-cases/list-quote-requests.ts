import type { QuoteDto } from '@app/shared/orders';
import type { Deps } from '../../../deps.ts';
import { toQuoteDtos } from '../bank-transfer-dto.ts';
import * as repo from '../orders.repository.ts';

/** Every bank transfer checkout (quote requests and pro-formas), for the admins. */
export async function listQuoteRequests(deps: Deps): Promise<QuoteDto[]> {
  return toQuoteDtos(deps.db, await repo.checkoutsByProvider(deps.db, 'bank_transfer'));
}
