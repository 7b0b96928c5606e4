import type { ProformaDto } from '@app/shared/orders';
import { msg } from '@app/shared/error-messages';
import type { Deps } from '../../../deps.ts';
import { isAdmin } from '../../../http/access.ts';
import { AppError } from '../../../lib/errors.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { loadProformaDto } from '../bank-transfer-dto.ts';
import * as repo from '../orders.repository.ts';

/** A bank transfer checkout (pro-forma or quote) with the bank details to pay it: its buyer's, or any for an admin. */
export async function getProforma(deps: Deps, auth: AuthContext, checkoutId: string): Promise<ProformaDto> {
  const c = await repo.findCheckout(deps.db, checkoutId);
  if (!c || c.provider !== 'bank_transfer' || (c.buyerId !== auth.user.id && !isAdmin(auth)))
    throw new AppError('NOT_FOUND', msg('orders.quoteNotFound'));
  return loadProformaDto(deps.db, c, deps.config);
}
