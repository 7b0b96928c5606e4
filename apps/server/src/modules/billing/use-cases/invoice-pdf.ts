import { invoiceNumber } from '@app/shared/billing';
import type { Language } from '@app/shared/constants';
import { msg } from '@app/shared/error-messages';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import * as orders from '../../orders/orders.service.ts';
import { getOrder } from '../../orders/use-cases/get-order.ts';
import * as repo from '../billing.repository.ts';
import { renderInvoicePdf } from '../invoice-pdf.ts';

/**
 * The invoice and receipt of an order, as a PDF in the reader's language: its buyer and admins only (anyone else gets
 * 404, as for the order). The platform numbers it the first time it is asked for; later requests keep that number.
 */
export async function invoicePdf(
  deps: Deps,
  auth: AuthContext,
  orderId: string,
  lang: Language,
): Promise<{ filename: string; pdf: Buffer; number: string }> {
  const order = await getOrder(deps, auth, orderId);
  const first = order.vendorOrders[0];
  const details = first ? await orders.vendorOrderDetails(deps.db, first.id) : null;
  if (!details) throw new AppError('NOT_FOUND', msg('billing.documentNotFound'));
  const issued = await repo.issueDocument(deps.db, {
    issuer: 'platform',
    kind: 'invoice',
    subject: order.id,
    recipientId: details.order.buyerId,
    at: deps.clock.now(),
  });
  const number = invoiceNumber(issued.number);
  return { filename: `${number}.pdf`, pdf: await renderInvoicePdf(order, number, issued.createdAt, lang), number };
}
