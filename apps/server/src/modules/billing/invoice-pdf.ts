/** The buyer's invoice and receipt of an order (A4), issued by the platform, in the reader's language and direction. */
import type { OrderDto } from '@app/shared/orders';
import { UNITS, type Language } from '@app/shared/constants';
import { msg } from '@app/shared/error-messages';
import { localize } from '../../lib/i18n.ts';
import { renderPdf } from '../../lib/pdf.ts';
import { pdfSafe } from '../../lib/pdf-text.ts';
import { orderRef } from '../orders/order-ref.ts';
import { billingPen, letterhead, pdfTexts, type BillingPen, type PdfTexts } from './billing-pdf.ts';

const BRANDS: Record<string, string> = {
  paypal: 'PayPal',
  paystack: 'Paystack',
  flutterwave: 'Flutterwave',
  mpesa: 'M-Pesa',
  momo: 'MTN MoMo',
};

function unitOf(unit: string, lang: Language): string {
  return (UNITS as readonly string[]).includes(unit)
    ? localize(msg(`cart.units.${unit as (typeof UNITS)[number]}`), lang)
    : unit;
}

function providerName(provider: string, t: PdfTexts['t']): string {
  if (provider === 'sandbox' || provider === 'bank_transfer') return t(`providers.${provider}`);
  return BRANDS[provider] ?? provider;
}

/** Who is billed (left on an English page) and where the goods go (right), side by side. */
function parties(doc: PDFKit.PDFDocument, pen: BillingPen, order: OrderDto, { t }: PdfTexts): void {
  const top = doc.y;
  const a = order.shippingAddress;
  const columns: [number, string, string[]][] = [
    [50, t('invoice.billTo'), [order.buyerInfo.name, order.buyerInfo.company, order.buyerInfo.email]],
    [305, t('invoice.shipTo'), [a.address, [a.postalCode, a.city, a.region].filter(Boolean).join(' '), a.country]],
  ];
  let bottom = top;
  for (const [x, title, lines] of columns) {
    doc.fontSize(11);
    pen(title, { x, y: top, width: 240, underline: true });
    doc.fontSize(10);
    for (const line of lines.filter(Boolean)) pen(pdfSafe(line), { x, width: 240, value: true });
    bottom = Math.max(bottom, doc.y);
  }
  doc.y = bottom;
  doc.moveDown();
}

/** Each vendor's part: its lines (product, quantity, unit price, total in USD) and its shipping. */
function vendorParts(doc: PDFKit.PDFDocument, pen: BillingPen, order: OrderDto, texts: PdfTexts): void {
  const { t, money } = texts;
  const cols = [50, 270, 360, 460];
  const widths = [215, 85, 95, 85];
  const cell = (text: string, i: number, y: number, value = false) =>
    pen(text, { x: cols[i], y, width: widths[i], align: i === 3 ? 'end' : 'start', value });
  for (const vo of order.vendorOrders) {
    doc.fontSize(11).fillColor('#0f766e');
    pen(t('invoice.soldBy', { name: pdfSafe(vo.vendorName) }));
    doc.fontSize(9).fillColor('#444');
    const head = doc.y + 2;
    (['product', 'quantity', 'unitPrice', 'total'] as const).forEach((h, i) =>
      cell(t(`invoice.columns.${h}`), i, head),
    );
    doc.fontSize(10).fillColor('#111');
    for (const item of vo.items) {
      const y = doc.y + 3;
      cell(pdfSafe(item.name), 0, y, true);
      const bottom = doc.y;
      cell(`${item.quantity} ${unitOf(item.unit, texts.lang)}`, 1, y, true);
      cell(money(item.unitPriceCents, item.currency), 2, y);
      cell(money(item.lineTotalUsdCents, 'USD'), 3, y);
      doc.y = Math.max(doc.y, bottom);
    }
    const amount = money(vo.shippingCents, 'USD');
    const shipping = vo.shippingService
      ? t('invoice.shippingService', { service: pdfSafe(vo.shippingService), amount })
      : t('invoice.shipping', { amount });
    pen(shipping, { y: doc.y + 3, align: 'end' });
    doc.moveDown();
  }
}

/** A balance still to pay (issue 18): the invoice is then a receipt of the deposit, not "paid in full". */
function balanceOwed(order: OrderDto): boolean {
  return order.vendorOrders.some((vo) => vo.plan.balanceStatus === 'PENDING' || vo.plan.balanceStatus === 'DUE');
}

/**
 * Each vendor part paid under a deposit plan (issue 18): the deposit charged at order, and its balance: to pay before
 * shipment, paid (its own payment, with its date and amount), or not asked (cancelled).
 */
function plans(pen: BillingPen, order: OrderDto, { t, money, day }: PdfTexts): void {
  const end = { align: 'end' } as const;
  for (const vo of order.vendorOrders) {
    const p = vo.plan;
    if (p.balanceStatus === 'NONE') continue;
    pen(t('invoice.plan', { vendor: pdfSafe(vo.vendorName), plan: p.id }), end);
    pen(t('invoice.depositPaid', { amount: money(p.depositCents, 'USD') }), end);
    const balance = money(p.balance.amountMinor, p.balance.currency);
    if (p.balanceStatus === 'PAID')
      pen(
        t('invoice.balancePaid', { amount: balance, date: p.balancePaidAt ? day(new Date(p.balancePaidAt)) : '' }),
        end,
      );
    else if (p.balanceStatus === 'CANCELLED') pen(t('invoice.balanceCancelled'), end);
    else pen(t('invoice.balanceDue', { amount: balance }), end);
  }
}

/** The totals (at the end of the lines), the payment and any refunds. */
function totals(doc: PDFKit.PDFDocument, pen: BillingPen, order: OrderDto, texts: PdfTexts): void {
  const { t, money, day } = texts;
  const usd = (cents: number) => money(cents, 'USD');
  const end = { align: 'end' } as const;
  doc.fontSize(10);
  pen(t('invoice.goods', { amount: usd(order.subtotalCents) }), end);
  pen(t('invoice.shippingTotal', { amount: usd(order.shippingCents) }), end);
  pen(t('invoice.buyerFee', { amount: usd(order.feeCents) }), end);
  doc.fontSize(12);
  pen(t('invoice.total', { amount: money(order.totalCents, order.currency) }), end);
  doc.fontSize(10);
  pen(t('invoice.currency', { currency: order.currency }), end);
  pen(t('invoice.charged', { amount: money(order.charged.amountMinor, order.charged.currency) }), end);
  plans(pen, order, texts);
  doc.moveDown();
  const provider = providerName(order.paymentProvider, t);
  pen(t('invoice.payment', { provider, reference: pdfSafe(order.transactionId) }));
  const refunds = order.refunds.filter((r) => r.totalMinor > 0);
  if (refunds.length === 0) return;
  doc.moveDown().fontSize(11);
  pen(t('invoice.refunds'), { underline: true });
  doc.fontSize(10);
  for (const r of refunds) {
    pen(t('invoice.refunded', { amount: money(r.totalMinor, r.currency) }));
    for (const p of r.paid) {
      const values = { amount: money(p.amountMinor, r.currency), date: day(p.at), reference: pdfSafe(p.reference) };
      pen(t('invoice.refundPaid', values));
    }
    if (r.outstandingMinor > 0) pen(t('invoice.refundOutstanding', { amount: money(r.outstandingMinor, r.currency) }));
  }
}

export function renderInvoicePdf(order: OrderDto, number: string, issuedAt: Date, lang: Language): Promise<Buffer> {
  const texts = pdfTexts(lang);
  const { t, day } = texts;
  const info = { Title: t('invoice.title', { number }) };
  return renderPdf({ size: 'A4', margin: 50, lang, info }, (doc) => {
    const pen = billingPen(doc, texts.rtl);
    letterhead(doc, pen, texts, t('invoice.title', { number }));
    doc.fontSize(10);
    pen(t(balanceOwed(order) ? 'invoice.subtitleBalanceDue' : 'invoice.subtitle'));
    pen(t('invoice.issued', { date: day(issuedAt) }));
    pen(t('invoice.order', { ref: orderRef(order.id), date: day(order.createdAt) }));
    doc.moveDown();
    parties(doc, pen, order, texts);
    vendorParts(doc, pen, order, texts);
    totals(doc, pen, order, texts);
    doc.moveDown().fontSize(8).fillColor('#444');
    pen(t('invoice.note'));
  });
}
