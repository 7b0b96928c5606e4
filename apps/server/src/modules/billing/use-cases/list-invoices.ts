import { invoiceNumber, type InvoiceListItemDto } from '@app/shared/billing';
import type { Deps } from '../../../deps.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { orderRef } from '../../orders/order-ref.ts';
import { listBuyerOrders } from '../../orders/use-cases/list-buyer-orders.ts';
import * as repo from '../billing.repository.ts';

/** The signed-in buyer's orders (the latest 100), each with its invoice number once the invoice was issued. */
export async function listInvoices(deps: Deps, auth: AuthContext): Promise<InvoiceListItemDto[]> {
  const mine = await listBuyerOrders(deps, auth);
  const issued = new Map(
    (
      await repo.issuedOfSubjects(
        deps.db,
        'invoice',
        mine.map((o) => o.id),
      )
    ).map((d) => [d.subject, d.number]),
  );
  return mine.map((o) => {
    const n = issued.get(o.id);
    return {
      orderId: o.id,
      orderRef: orderRef(o.id),
      createdAt: o.createdAt,
      totalCents: o.totalCents,
      currency: o.currency,
      charged: o.charged,
      number: n === undefined ? null : invoiceNumber(n),
    };
  });
}
