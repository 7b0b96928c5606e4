/** A vendor's monthly statement (A4): per currency, opening balance, every movement with the balance after it, totals. */
import type { StatementDto, StatementLineDto, StatementOfCurrencyDto } from '@app/shared/billing';
import type { Language } from '@app/shared/constants';
import { renderPdf } from '../../lib/pdf.ts';
import { pdfSafe } from '../../lib/pdf-text.ts';
import { formatMonth } from './billing-format.ts';
import { billingPen, letterhead, pdfTexts, type BillingPen, type PdfTexts } from './billing-pdf.ts';

const KINDS = new Set([
  'RELEASE',
  'MILESTONE_RELEASE',
  'PARTIAL_REFUND',
  'REFUND',
  'CLAIM_REFUND',
  'PAYOUT',
  'PAYOUT_REVERSAL',
]);

function describe(line: StatementLineDto, { t }: PdfTexts): string {
  const values = { ref: line.orderRef ?? '', reference: pdfSafe(line.reference ?? ''), kind: line.kind };
  const key = KINDS.has(line.kind) ? (line.kind as 'RELEASE') : 'other';
  return t(`statement.kinds.${key}`, values).trim();
}

function detail(line: StatementLineDto, currency: string, { t, money, rtl }: PdfTexts): string | null {
  if (line.goodsMinor === 0 && line.sellerFeeMinor === 0 && line.shippingMinor === 0 && line.labelMinor === 0)
    return null;
  const parts = [t('statement.detail.goods', { amount: money(line.goodsMinor, currency) })];
  if (line.sellerFeeMinor) parts.push(t('statement.detail.fee', { amount: money(line.sellerFeeMinor, currency) }));
  if (line.shippingMinor) parts.push(t('statement.detail.shipping', { amount: money(line.shippingMinor, currency) }));
  if (line.labelMinor) parts.push(t('statement.detail.label', { amount: money(line.labelMinor, currency) }));
  if (line.refundedToBuyerMinor)
    parts.push(t('statement.detail.refund', { amount: money(line.refundedToBuyerMinor, currency) }));
  return parts.join(rtl ? '، ' : ', ');
}

const COLS = [50, 130, 390, 470];
const WIDTHS = [75, 255, 75, 75];

/** One row of the movements table: date, description (with its detail below), amount and balance (at the end). */
function row(doc: PDFKit.PDFDocument, pen: BillingPen, cells: [string, string, string, string], sub: string | null) {
  if (doc.y > 760) doc.addPage();
  const y = doc.y + 3;
  const cell = (i: number, at: number) =>
    pen(cells[i]!, { x: COLS[i], y: at, width: WIDTHS[i], align: i >= 2 ? 'end' : 'start' });
  doc.fontSize(9).fillColor('#111');
  cell(0, y);
  cell(1, y);
  let bottom = doc.y;
  if (sub) {
    doc.fontSize(8).fillColor('#555');
    pen(sub, { x: COLS[1], width: WIDTHS[1] });
    bottom = doc.y;
    doc.fontSize(9).fillColor('#111');
  }
  cell(2, y);
  cell(3, y);
  doc.y = Math.max(doc.y, bottom);
}

/** A currency's part: its heading, the movements from the opening to the closing balance, and the month's totals. */
function currencyPart(
  doc: PDFKit.PDFDocument,
  pen: BillingPen,
  s: StatementDto,
  c: StatementOfCurrencyDto,
  texts: PdfTexts,
) {
  const { t, money, day } = texts;
  const m = (minor: number) => money(minor, c.currency);
  doc.moveDown().fontSize(12).fillColor('#0f766e');
  pen(t('statement.currency', { currency: c.currency }));
  doc.fontSize(9).fillColor('#444');
  const head = doc.y + 2;
  (['date', 'description', 'amount', 'balance'] as const).forEach((h, i) =>
    pen(t(`statement.columns.${h}`), { x: COLS[i], y: head, width: WIDTHS[i], align: i >= 2 ? 'end' : 'start' }),
  );
  row(doc, pen, [day(s.from), t('statement.opening', { date: day(s.from) }), '', m(c.openingMinor)], null);
  for (const l of c.lines)
    row(doc, pen, [day(l.at), describe(l, texts), m(l.amountMinor), m(l.balanceMinor)], detail(l, c.currency, texts));
  if (c.lines.length === 0) row(doc, pen, ['', t('statement.noMovement'), '', ''], null);
  row(doc, pen, [day(s.to), t('statement.closing'), '', m(c.closingMinor)], null);

  const tot = c.totals;
  doc.moveDown(0.5).fontSize(10).fillColor('#111');
  pen(t('statement.totals.title'), { underline: true });
  doc.fontSize(9);
  pen(t('statement.totals.goods', { amount: m(tot.goodsMinor) }));
  pen(t('statement.totals.fees', { amount: m(tot.sellerFeesMinor) }));
  pen(t('statement.totals.shipping', { amount: m(tot.shippingMinor) }));
  pen(t('statement.totals.labels', { amount: m(tot.labelsMinor) }));
  pen(t('statement.totals.payouts', { amount: m(tot.payoutsMinor) }));
  if (tot.reversalsMinor) pen(t('statement.totals.reversals', { amount: m(tot.reversalsMinor) }));
  if (tot.otherMinor) pen(t('statement.totals.other', { amount: m(tot.otherMinor) }));
  pen(t('statement.totals.net', { amount: m(tot.netMinor) }));
  if (tot.refundedToBuyersMinor) {
    doc.fillColor('#555');
    pen(t('statement.totals.refunds', { amount: m(tot.refundedToBuyersMinor) }));
  }
}

export function renderStatementPdf(s: StatementDto & { number: string }, issuedAt: Date, lang: Language) {
  const texts = pdfTexts(lang);
  const { t, day } = texts;
  const info = { Title: t('statement.title', { number: s.number }) };
  return renderPdf({ size: 'A4', margin: 50, lang, info }, (doc) => {
    const pen = billingPen(doc, texts.rtl);
    letterhead(doc, pen, texts, t('statement.title', { number: s.number }));
    doc.fontSize(11);
    pen(t('statement.month', { month: formatMonth(s.month, lang) }));
    doc.fontSize(10);
    pen(t('statement.vendor', { name: pdfSafe(s.vendorName) }));
    pen(t('statement.issued', { date: day(issuedAt) }));
    if (!s.complete) {
      doc.fillColor('#92400e');
      pen(t('statement.toDate', { date: day(s.to) }));
      doc.fillColor('#111');
    }
    for (const c of s.currencies) currencyPart(doc, pen, s, c, texts);
    doc.moveDown().fontSize(8).fillColor('#444');
    pen(t('statement.note'));
  });
}
