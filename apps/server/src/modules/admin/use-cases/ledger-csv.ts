import type { Deps } from '../../../deps.ts';
import * as escrow from '../../escrow/escrow.service.ts';

/** A CSV cell: quoted when needed; text that a spreadsheet would run as a formula is neutralised (numbers are kept). */
function csvCell(v: string | number | null): string {
  let s = v === null ? '' : String(v);
  if (/^[=+\-@]/.test(s) && !/^-?\d+(\.\d+)?$/.test(s)) s = `'${s}`;
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** The ledger lines of a period as CSV (accountants' export). */
export async function ledgerCsv(deps: Deps, from: Date, to: Date): Promise<string> {
  const lines = await escrow.ledgerLines(deps.db, from, to);
  const header = ['date', 'transaction_id', 'kind', 'order_id', 'vendor_order_id', 'account', 'amount_usd', 'memo'];
  const rows = lines.map((l) =>
    [
      l.createdAt.toISOString(),
      l.transactionId,
      l.kind,
      l.orderId,
      l.vendorOrderId,
      l.account,
      (l.amountCents / 100).toFixed(2),
      l.memo,
    ]
      .map(csvCell)
      .join(','),
  );
  return [header.join(','), ...rows].join('\r\n') + '\r\n';
}
