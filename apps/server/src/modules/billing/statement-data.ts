import type { StatementDto } from '@app/shared/billing';
import type { DbOrTx } from '../../db/client.ts';
import * as escrow from '../escrow/escrow.service.ts';
import * as orders from '../orders/orders.service.ts';
import { linesOfMovements, monthOf, monthRange, monthsBetween, statementCurrencies } from './statement-lines.ts';

/**
 * A vendor's statement of one month from the escrow ledger, as of `now` (a month in progress has the movements up to
 * now). Reads only: the number is given by the use cases that issue the document.
 */
export async function loadStatement(
  db: DbOrTx,
  vendor: { id: string; name: string },
  month: string,
  now: Date,
): Promise<Omit<StatementDto, 'number'>> {
  const { from, to } = monthRange(month);
  const moves = await escrow.vendorAccountMovements(db, vendor.id, from, to);
  const voIds = [...new Set(moves.entries.flatMap((e) => (e.vendorOrderId ? [e.vendorOrderId] : [])))];
  const shipping = await orders.vendorOrderShipping(db, voIds);
  const lines = linesOfMovements(moves.entries, moves.accounts, (id) => shipping.get(id));
  const current = monthOf(now);
  return {
    vendorId: vendor.id,
    vendorName: vendor.name,
    month,
    from: from.toISOString(),
    to: (now < to ? now : to).toISOString(),
    complete: now >= to,
    currencies: statementCurrencies(moves.opening, lines),
    months: monthsBetween(moves.firstAt ? monthOf(moves.firstAt) : current, current),
  };
}
