/**
 * A vendor's monthly statement from the escrow ledger, as pure functions: the movements of the vendor's available
 * balance (`vendor_payable:<vendorId>`), one line per ledger transaction, per currency (never added together). A line's
 * amount is the transaction's entry on that account, so closing = opening + the sum of the lines, to the cent.
 */
import type { StatementLineDto, StatementOfCurrencyDto, StatementTotalsDto } from '@app/shared/billing';
import { orderRef } from '../orders/order-ref.ts';

export interface MovementRow {
  transactionId: string;
  kind: string;
  orderId: string | null;
  vendorOrderId: string | null;
  memo: string;
  createdAt: Date;
  account: string;
  currency: string;
  amountCents: number;
}

export interface VendorAccounts {
  payable: string;
  sellerFees: string;
  labels: string;
}

/** The shipping of a vendor order as escrow held it (its settlement currency). */
export type ShippingOf = (vendorOrderId: string) => { currency: string; shippingMinor: number } | undefined;

type Line = Omit<StatementLineDto, 'balanceMinor'> & { currency: string };

const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

/** One line per transaction that moved the vendor's money, in the ledger's order. */
export function linesOfMovements(rows: MovementRow[], acc: VendorAccounts, shippingOf: ShippingOf): Line[] {
  const byTx = new Map<string, MovementRow[]>();
  for (const r of rows) byTx.set(r.transactionId, [...(byTx.get(r.transactionId) ?? []), r]);
  const lines: Line[] = [];
  for (const entries of byTx.values()) {
    const t = entries[0]!;
    const of = (pred: (e: MovementRow) => boolean) => sum(entries.filter(pred).map((e) => e.amountCents));
    const payable = entries.filter((e) => e.account === acc.payable);
    const amount = sum(payable.map((e) => e.amountCents));
    const currency = payable[0]?.currency ?? t.currency;
    // A settlement (release, partial refund, a refund taking back a release at shipment) or a release at shipment
    // takes money out of a vendor order's escrow account.
    const sale = of((e) => e.account.startsWith('escrow:') && e.amountCents < 0) < 0;
    const base = {
      transactionId: t.transactionId,
      kind: t.kind,
      at: t.createdAt.toISOString(),
      orderId: t.orderId,
      orderRef: t.orderId ? orderRef(t.orderId) : null,
      currency,
      amountMinor: amount,
    };
    if (!sale) {
      if (payable.length === 0) continue;
      lines.push({
        ...base,
        reference: t.memo === '' ? null : t.memo,
        goodsMinor: 0,
        sellerFeeMinor: 0,
        shippingMinor: 0,
        labelMinor: 0,
        refundedToBuyerMinor: 0,
      });
      continue;
    }
    const fee = of((e) => e.account === acc.sellerFees);
    const label = of((e) => e.account === acc.labels);
    const known = t.vendorOrderId ? shippingOf(t.vendorOrderId) : undefined;
    // a release at shipment (issue 18) pays goods only: the shipping waits for the settlement
    let shipping = known && known.currency === currency && t.kind !== 'MILESTONE_RELEASE' ? known.shippingMinor : 0;
    if (amount + fee + label - shipping < 0) shipping = 0;
    lines.push({
      ...base,
      reference: null,
      goodsMinor: amount + fee + label - shipping,
      sellerFeeMinor: fee,
      shippingMinor: shipping,
      labelMinor: label,
      refundedToBuyerMinor: of((e) => e.account.startsWith('buyer_refunds:') && e.amountCents > 0),
    });
  }
  return lines;
}

function totalsOf(lines: Line[]): StatementTotalsDto {
  const kindSum = (pred: (l: Line) => boolean) => sum(lines.filter(pred).map((l) => l.amountMinor));
  const isSale = (l: Line) =>
    l.goodsMinor !== 0 || l.sellerFeeMinor !== 0 || l.shippingMinor !== 0 || l.labelMinor !== 0;
  return {
    goodsMinor: sum(lines.map((l) => l.goodsMinor)),
    sellerFeesMinor: sum(lines.map((l) => l.sellerFeeMinor)),
    shippingMinor: sum(lines.map((l) => l.shippingMinor)),
    labelsMinor: sum(lines.map((l) => l.labelMinor)),
    refundedToBuyersMinor: sum(lines.map((l) => l.refundedToBuyerMinor)),
    payoutsMinor: kindSum((l) => !isSale(l) && l.kind === 'PAYOUT'),
    reversalsMinor: kindSum((l) => !isSale(l) && l.kind === 'PAYOUT_REVERSAL'),
    otherMinor: kindSum((l) => !isSale(l) && l.kind !== 'PAYOUT' && l.kind !== 'PAYOUT_REVERSAL'),
    netMinor: sum(lines.map((l) => l.amountMinor)),
  };
}

/** Per currency, USD first then the others by code: opening, the lines with the balance after each, closing. */
export function statementCurrencies(opening: Map<string, number>, lines: Line[]): StatementOfCurrencyDto[] {
  const currencies = new Set(['USD', ...opening.keys(), ...lines.map((l) => l.currency)]);
  const ordered = ['USD', ...[...currencies].filter((c) => c !== 'USD').sort()];
  return ordered.map((currency) => {
    const openingMinor = opening.get(currency) ?? 0;
    let balance = openingMinor;
    const mine = lines.filter((l) => l.currency === currency);
    return {
      currency,
      openingMinor,
      closingMinor: openingMinor + sum(mine.map((l) => l.amountMinor)),
      totals: totalsOf(mine),
      lines: mine.map(({ currency: _c, ...l }) => {
        balance += l.amountMinor;
        return { ...l, balanceMinor: balance };
      }),
    };
  });
}

/** [from, to) of a "YYYY-MM" month, UTC. */
export function monthRange(month: string): { from: Date; to: Date } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return { from: new Date(Date.UTC(y, m - 1, 1)), to: new Date(Date.UTC(y, m, 1)) };
}

export function monthOf(date: Date): string {
  return date.toISOString().slice(0, 7);
}

/** Every month from `first` to `last` ("YYYY-MM"), newest first. */
export function monthsBetween(first: string, last: string): string[] {
  const out: string[] = [];
  let [y, m] = last.split('-').map(Number) as [number, number];
  while (`${y}-${String(m).padStart(2, '0')}` >= first) {
    out.push(`${y}-${String(m).padStart(2, '0')}`);
    m -= 1;
    if (m === 0) {
      m = 12;
      y -= 1;
    }
  }
  return out;
}
