/** A vendor's monthly statement (A4): per currency, opening balance, every movement with the balance after it, totals. */
import type { StatementDto, StatementLineDto } from '@app/shared/billing';
import type { Language } from '@app/shared/constants';
import { renderPdf } from '../../lib/pdf.ts';
import { formatMonth, pdfSafe } from './billing-format.ts';
import { pdfTexts } from './invoice-pdf.ts';

type Texts = ReturnType<typeof pdfTexts>;

const KINDS = new Set(['RELEASE', 'PARTIAL_REFUND', 'PAYOUT', 'PAYOUT_REVERSAL']);

function describe(line: StatementLineDto, { t }: Texts): string {
  const values = { ref: line.orderRef ?? '', reference: pdfSafe(line.reference ?? ''), kind: line.kind };
  const key = KINDS.has(line.kind) ? (line.kind as 'RELEASE') : 'other';
  return t(`statement.kinds.${key}`, values).trim();
}

function detail(line: StatementLineDto, currency: string, { t, money }: Texts): string | null {
  if (line.goodsMinor === 0 && line.sellerFeeMinor === 0 && line.shippingMinor === 0 && line.labelMinor === 0)
    return null;
  const parts = [t('statement.detail.goods', { amount: money(line.goodsMinor, currency) })];
  if (line.sellerFeeMinor) parts.push(t('statement.detail.fee', { amount: money(line.sellerFeeMinor, currency) }));
  if (line.shippingMinor) parts.push(t('statement.detail.shipping', { amount: money(line.shippingMinor, currency) }));
  if (line.labelMinor) parts.push(t('statement.detail.label', { amount: money(line.labelMinor, currency) }));
  if (line.refundedToBuyerMinor)
    parts.push(t('statement.detail.refund', { amount: money(line.refundedToBuyerMinor, currency) }));
  return parts.join(', ');
}

export function renderStatementPdf(s: StatementDto & { number: string }, issuedAt: Date, lang: Language) {
  const texts = pdfTexts(lang);
  const { t, money, day } = texts;
  return renderPdf({ size: 'A4', margin: 50, info: { Title: t('statement.title', { number: s.number }) } }, (doc) => {
    doc.fontSize(20).fillColor('#0f766e').text('AfriBridge Trade');
    doc.fontSize(9).fillColor('#444').text(t('tagline'));
    doc.moveDown();
    doc
      .fontSize(16)
      .fillColor('#111')
      .text(t('statement.title', { number: s.number }));
    doc.fontSize(11).text(t('statement.month', { month: pdfSafe(formatMonth(s.month, texts.lang)) }));
    doc.fontSize(10).text(t('statement.vendor', { name: pdfSafe(s.vendorName) }));
    doc.text(t('statement.issued', { date: day(issuedAt) }));
    if (!s.complete)
      doc
        .fillColor('#92400e')
        .text(t('statement.toDate', { date: day(s.to) }))
        .fillColor('#111');

    const cols = [50, 130, 390, 470];
    const widths = [75, 255, 75, 75];
    for (const c of s.currencies) {
      doc
        .moveDown()
        .fontSize(12)
        .fillColor('#0f766e')
        .text(t('statement.currency', { currency: c.currency }), 50);
      doc.fontSize(9).fillColor('#444');
      const head = doc.y + 2;
      (['date', 'description', 'amount', 'balance'] as const).forEach((h, i) =>
        doc.text(t(`statement.columns.${h}`), cols[i], head, { width: widths[i], align: i >= 2 ? 'right' : 'left' }),
      );
      const row = (date: string, text: string, amount: string, balance: string, sub: string | null) => {
        if (doc.y > 760) doc.addPage();
        const y = doc.y + 3;
        doc.fontSize(9).fillColor('#111').text(date, cols[0], y, { width: widths[0] });
        doc.text(text, cols[1], y, { width: widths[1] });
        let bottom = doc.y;
        if (sub) {
          doc.fontSize(8).fillColor('#555').text(sub, cols[1], doc.y, { width: widths[1] });
          bottom = doc.y;
          doc.fontSize(9).fillColor('#111');
        }
        doc.text(amount, cols[2], y, { width: widths[2], align: 'right' });
        doc.text(balance, cols[3], y, { width: widths[3], align: 'right' });
        doc.y = Math.max(doc.y, bottom);
      };
      row(day(s.from), t('statement.opening', { date: day(s.from) }), '', money(c.openingMinor, c.currency), null);
      for (const l of c.lines)
        row(
          day(l.at),
          describe(l, texts),
          money(l.amountMinor, c.currency),
          money(l.balanceMinor, c.currency),
          detail(l, c.currency, texts),
        );
      if (c.lines.length === 0) row('', t('statement.noMovement'), '', '', null);
      row(day(s.to), t('statement.closing'), '', money(c.closingMinor, c.currency), null);

      const m = (minor: number) => money(minor, c.currency);
      const tot = c.totals;
      doc
        .moveDown(0.5)
        .fontSize(10)
        .fillColor('#111')
        .text(t('statement.totals.title'), 50, doc.y, { underline: true });
      doc.fontSize(9);
      doc.text(t('statement.totals.goods', { amount: m(tot.goodsMinor) }));
      doc.text(t('statement.totals.fees', { amount: m(tot.sellerFeesMinor) }));
      doc.text(t('statement.totals.shipping', { amount: m(tot.shippingMinor) }));
      doc.text(t('statement.totals.labels', { amount: m(tot.labelsMinor) }));
      doc.text(t('statement.totals.payouts', { amount: m(tot.payoutsMinor) }));
      if (tot.reversalsMinor) doc.text(t('statement.totals.reversals', { amount: m(tot.reversalsMinor) }));
      if (tot.otherMinor) doc.text(t('statement.totals.other', { amount: m(tot.otherMinor) }));
      doc.text(t('statement.totals.net', { amount: m(tot.netMinor) }));
      if (tot.refundedToBuyersMinor)
        doc.fillColor('#555').text(t('statement.totals.refunds', { amount: m(tot.refundedToBuyersMinor) }));
    }
    doc.moveDown().fontSize(8).fillColor('#444').text(t('statement.note'), 50);
  });
}
