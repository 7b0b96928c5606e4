/**
 * A vendor's monthly statement as CSV (UTF-8 with a byte-order mark, so spreadsheets read every language): per
 * currency an opening row, one row per movement, a closing row. Amounts are plain decimals with a dot, dates ISO 8601,
 * so the rows add up in any spreadsheet; the headings and row types are in the reader's language.
 */
import type { StatementDto } from '@app/shared/billing';
import type { Language } from '@app/shared/constants';
import { serverText } from '../../lib/i18n-texts.ts';
import { csvCell, csvDecimal } from './billing-format.ts';

export function renderStatementCsv(s: StatementDto, lang: Language): string {
  const t = (key: Parameters<typeof serverText<'billing'>>[2]) => serverText('billing', lang, key);
  const header = [
    t('csv.currency'),
    t('csv.date'),
    t('csv.type'),
    t('csv.order'),
    t('csv.reference'),
    t('csv.goods'),
    t('csv.sellerFee'),
    t('csv.shipping'),
    t('csv.label'),
    t('csv.refundedToBuyer'),
    t('csv.amount'),
    t('csv.balance'),
  ];
  const rows: (string | number | null)[][] = [];
  for (const c of s.currencies) {
    const d = (minor: number) => csvDecimal(minor, c.currency);
    rows.push([
      c.currency,
      s.from,
      t('csv.opening'),
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      d(c.openingMinor),
    ]);
    for (const l of c.lines)
      rows.push([
        c.currency,
        l.at,
        l.kind,
        l.orderRef,
        l.reference,
        d(l.goodsMinor),
        d(l.sellerFeeMinor),
        d(l.shippingMinor),
        d(l.labelMinor),
        d(l.refundedToBuyerMinor),
        d(l.amountMinor),
        d(l.balanceMinor),
      ]);
    rows.push([c.currency, s.to, t('csv.closing'), null, null, null, null, null, null, null, null, d(c.closingMinor)]);
  }
  return '\uFEFF' + [header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
