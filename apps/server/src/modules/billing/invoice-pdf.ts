/** The buyer's invoice and receipt of an order (A4), issued by the platform, in the reader's language. */
import type { OrderDto } from '@app/shared/orders';
import { UNITS, type Language } from '@app/shared/constants';
import { msg } from '@app/shared/error-messages';
import { localize } from '../../lib/i18n.ts';
import { serverText, type TextKey, type TextValues } from '../../lib/i18n-texts.ts';
import { renderPdf } from '../../lib/pdf.ts';
import { orderRef } from '../orders/order-ref.ts';
import { formatDay, pdfLanguage, pdfMinor, pdfSafe } from './billing-format.ts';

const BRANDS: Record<string, string> = {
  paypal: 'PayPal',
  paystack: 'Paystack',
  flutterwave: 'Flutterwave',
  mpesa: 'M-Pesa',
  momo: 'MTN MoMo',
};

/** The texts of a PDF in one language, drawable by its font. */
export function pdfTexts(lang: Language) {
  const l = pdfLanguage(lang);
  return {
    lang: l,
    t: (key: TextKey<'billing'>, values?: TextValues) => pdfSafe(serverText('billing', l, key, values)),
    money: (minor: number, currency: string) => pdfMinor(minor, currency, l),
    day: (d: Date | string) => pdfSafe(formatDay(new Date(d), l)),
  };
}

function unitOf(unit: string, lang: Language): string {
  return (UNITS as readonly string[]).includes(unit)
    ? localize(msg(`cart.units.${unit as (typeof UNITS)[number]}`), lang)
    : unit;
}

function providerName(provider: string, t: ReturnType<typeof pdfTexts>['t']): string {
  if (provider === 'sandbox' || provider === 'bank_transfer') return t(`providers.${provider}`);
  return BRANDS[provider] ?? provider;
}

export function renderInvoicePdf(order: OrderDto, number: string, issuedAt: Date, lang: Language): Promise<Buffer> {
  const { lang: l, t, money, day } = pdfTexts(lang);
  const usd = (cents: number) => money(cents, 'USD');
  return renderPdf({ size: 'A4', margin: 50, info: { Title: t('invoice.title', { number }) } }, (doc) => {
    doc.fontSize(20).fillColor('#0f766e').text('AfriBridge Trade');
    doc.fontSize(9).fillColor('#444').text(t('tagline'));
    doc.moveDown();
    doc.fontSize(16).fillColor('#111').text(t('invoice.title', { number }));
    doc.fontSize(10).text(t('invoice.subtitle'));
    doc.text(t('invoice.issued', { date: day(issuedAt) }));
    doc.text(t('invoice.order', { ref: orderRef(order.id), date: day(order.createdAt) }));
    doc.moveDown();

    const top = doc.y;
    doc.fontSize(11).text(t('invoice.billTo'), 50, top, { underline: true, width: 240 });
    doc.fontSize(10).text(pdfSafe(order.buyerInfo.name), { width: 240 });
    if (order.buyerInfo.company) doc.text(pdfSafe(order.buyerInfo.company), { width: 240 });
    doc.text(pdfSafe(order.buyerInfo.email), { width: 240 });
    const leftBottom = doc.y;
    const a = order.shippingAddress;
    doc.fontSize(11).text(t('invoice.shipTo'), 305, top, { underline: true, width: 240 });
    doc.fontSize(10).text(pdfSafe(a.address), 305, doc.y, { width: 240 });
    doc.text(pdfSafe([a.postalCode, a.city, a.region].filter(Boolean).join(' ')), { width: 240 });
    doc.text(pdfSafe(a.country), { width: 240 });
    doc.x = 50;
    doc.y = Math.max(doc.y, leftBottom);
    doc.moveDown();

    const cols = [50, 270, 360, 460];
    const widths = [215, 85, 95, 85];
    for (const vo of order.vendorOrders) {
      doc
        .fontSize(11)
        .fillColor('#0f766e')
        .text(t('invoice.soldBy', { name: pdfSafe(vo.vendorName) }), 50, doc.y);
      doc.fontSize(9).fillColor('#444');
      const head = doc.y + 2;
      (['product', 'quantity', 'unitPrice', 'total'] as const).forEach((h, i) =>
        doc.text(t(`invoice.columns.${h}`), cols[i], head, { width: widths[i], align: i === 3 ? 'right' : 'left' }),
      );
      doc.fontSize(10).fillColor('#111');
      for (const item of vo.items) {
        const y = doc.y + 3;
        doc.text(pdfSafe(item.name), cols[0], y, { width: widths[0] });
        const bottom = doc.y;
        doc.text(pdfSafe(`${item.quantity} ${unitOf(item.unit, l)}`), cols[1], y, { width: widths[1] });
        doc.text(money(item.unitPriceCents, item.currency), cols[2], y, { width: widths[2] });
        doc.text(usd(item.lineTotalUsdCents), cols[3], y, { width: widths[3], align: 'right' });
        doc.y = Math.max(doc.y, bottom);
      }
      const shipping = vo.shippingService
        ? t('invoice.shippingService', { service: pdfSafe(vo.shippingService), amount: usd(vo.shippingCents) })
        : t('invoice.shipping', { amount: usd(vo.shippingCents) });
      doc.text(shipping, 50, doc.y + 3, { width: 495, align: 'right' });
      doc.moveDown();
    }

    doc.x = 50;
    const right = { width: 495, align: 'right' } as const;
    doc.fontSize(10).text(t('invoice.goods', { amount: usd(order.subtotalCents) }), right);
    doc.text(t('invoice.shippingTotal', { amount: usd(order.shippingCents) }), right);
    doc.text(t('invoice.buyerFee', { amount: usd(order.feeCents) }), right);
    doc.fontSize(12).text(t('invoice.total', { amount: money(order.totalCents, order.currency) }), right);
    doc.fontSize(10).text(t('invoice.currency', { currency: order.currency }), right);
    doc.text(t('invoice.charged', { amount: money(order.charged.amountMinor, order.charged.currency) }), right);
    doc.moveDown();
    doc.text(
      t('invoice.payment', {
        provider: providerName(order.paymentProvider, t),
        reference: pdfSafe(order.transactionId),
      }),
    );
    const refunds = order.refunds.filter((r) => r.totalMinor > 0);
    if (refunds.length > 0) {
      doc.moveDown().fontSize(11).text(t('invoice.refunds'), { underline: true });
      doc.fontSize(10);
      for (const r of refunds) {
        doc.text(t('invoice.refunded', { amount: money(r.totalMinor, r.currency) }));
        for (const p of r.paid)
          doc.text(
            t('invoice.refundPaid', {
              amount: money(p.amountMinor, r.currency),
              date: day(p.at),
              reference: pdfSafe(p.reference),
            }),
          );
        if (r.outstandingMinor > 0)
          doc.text(t('invoice.refundOutstanding', { amount: money(r.outstandingMinor, r.currency) }));
      }
    }
    doc.moveDown().fontSize(8).fillColor('#444').text(t('invoice.note'));
  });
}
