import { msg } from '@app/shared/error-messages';
import type { Deps } from '../../../deps.ts';
import { isAdmin } from '../../../http/access.ts';
import { AppError } from '../../../lib/errors.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import * as repo from '../orders.repository.ts';
import { proformaNumber, renderProforma } from '../proforma.ts';

/** The pro-forma invoice PDF of a priced bank transfer checkout: its buyer's, or any for an admin. */
export async function proformaPdf(
  deps: Deps,
  auth: AuthContext,
  checkoutId: string,
): Promise<{ filename: string; pdf: Buffer }> {
  const c = await repo.findCheckout(deps.db, checkoutId);
  if (!c || c.provider !== 'bank_transfer' || (c.buyerId !== auth.user.id && !isAdmin(auth)))
    throw new AppError('NOT_FOUND', msg('orders.quoteNotFound'));
  if (c.status === 'QUOTE_REQUESTED') throw new AppError('CONFLICT', msg('orders.invoiceNotReady'));
  return {
    filename: `${proformaNumber(c)}.pdf`,
    pdf: await renderProforma(c, deps.config, c.ticketId ? c.updatedAt : c.createdAt),
  };
}
