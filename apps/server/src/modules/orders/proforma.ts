import { randomBytes } from 'node:crypto';
import { centsToPrice } from '@app/shared/catalog';
import { formatCents } from '@app/shared/money';
import type { Config } from '../../config.ts';
import { documentText as text } from '../../lib/i18n-texts.ts';
import { renderPdf } from '../../lib/pdf.ts';
import { drawText, pdfLines, pdfSafe } from '../../lib/pdf-text.ts';
import type { CheckoutRow } from './orders.repository.ts';

/** Crockford's base32 without I, L, O, U: nothing a person can misread when typing it into a bank transfer. */
const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A new payment reference such as PF-7K3M9Q2X4B (50 random bits; unique in the database, retried on a clash). */
export function newPaymentReference(): string {
  const bytes = randomBytes(10);
  return `PF-${Array.from(bytes, (b) => REFERENCE_ALPHABET[b & 31]).join('')}`;
}

/** The payment reference of a bank transfer checkout (older quotes without one derive it from the id). */
export function proformaNumber(checkout: Pick<CheckoutRow, 'id'> & { reference?: string | null }): string {
  return checkout.reference ?? `PF-${checkout.id.slice(0, 8).toUpperCase()}`;
}

/** The platform's collection account, from the validated configuration. */
export function bankAccountOf(config: Config) {
  return {
    accountName: config.BANK_ACCOUNT_NAME,
    bankName: config.BANK_NAME,
    accountNumber: config.BANK_ACCOUNT_NUMBER,
    swift: config.BANK_SWIFT,
    iban: config.BANK_IBAN,
    address: config.BANK_ADDRESS,
    testMode: config.bankTestMode,
  };
}

/** A date as YYYY-MM-DD (UTC). */
export const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const day = isoDay;

/** Names, address and goods come from users: drawn in their own script (lib/pdf-text.ts), left-aligned like the rest. */
const LEFT = { align: 'left' } as const;

/**
 * The pro-forma invoice for a bank transfer: lines, fee (with its tier rate), total in USD, the platform's bank
 * details, the payment reference, and the date it must be paid by. A sandbox account is marked TEST MODE.
 */
export type ProformaSource = Pick<
  CheckoutRow,
  | 'id'
  | 'reference'
  | 'contact'
  | 'shipping'
  | 'lines'
  | 'subtotalCents'
  | 'shippingCents'
  | 'feeCents'
  | 'totalCents'
  | 'rateBps'
  | 'expiresAt'
  | 'stockReservedAt'
>;

export function renderProforma(checkout: ProformaSource, config: Config, issuedAt: Date): Promise<Buffer> {
  const number = proformaNumber(checkout);
  const bank = bankAccountOf(config);
  return renderPdf({ size: 'A4', margin: 50, info: { Title: text('proforma.title', { number }) } }, (doc) => {
    if (bank.testMode) {
      doc.rect(50, 30, 495, 22).fill('#fee2e2');
      doc.fontSize(10).fillColor('#991b1b').text(text('proforma.testMode'), 58, 36);
      doc.x = 50;
      doc.y = 62;
    }
    doc.fontSize(20).fillColor('#0f766e').text('AfriBridge Trade', { continued: false });
    doc.fontSize(10).fillColor('#444').text(text('proforma.tagline'));
    doc.moveDown();
    doc.fontSize(16).fillColor('#111').text(text('proforma.title', { number }));
    const due = checkout.expiresAt
      ? text('proforma.payBy', { date: day(checkout.expiresAt) })
      : text('proforma.validFor');
    doc.fontSize(10).text(text('proforma.issued', { date: day(issuedAt), due }));
    doc.moveDown();
    doc.fontSize(11).text(text('proforma.billTo'), { underline: true });
    const { contact, shipping } = checkout;
    drawText(doc.fontSize(10), pdfLines([contact.name, contact.company, contact.email, contact.phone]), LEFT);
    doc.moveDown(0.5).fontSize(11).text(text('proforma.shipTo'), { underline: true });
    const address = `${shipping.address}, ${shipping.city} ${shipping.postalCode}, ${shipping.country}`;
    drawText(doc.fontSize(10), pdfSafe(address), LEFT);
    doc.moveDown();

    const cols = [50, 250, 330, 420, 490];
    doc.fontSize(10).fillColor('#0f766e');
    (['item', 'quantity', 'unitPrice', 'currency', 'usd'] as const).forEach((h, i) =>
      doc.text(text(`proforma.columns.${h}`), cols[i], doc.y, { continued: i < 4, width: 100 }),
    );
    doc.fillColor('#111');
    for (const l of checkout.lines) {
      const y = doc.y + 4;
      drawText(doc, pdfSafe(`${l.name} (${l.vendorName})`), { x: cols[0], y, width: 195, align: 'left' });
      const rowBottom = doc.y;
      doc.text(`${l.quantity} ${l.unit}`, cols[1], y, { width: 80 });
      doc.text(centsToPrice(l.unitPriceCents), cols[2], y, { width: 80 });
      doc.text(l.currency, cols[3], y, { width: 60 });
      doc.text(centsToPrice(l.lineTotalUsdCents), cols[4], y, { width: 60 });
      doc.y = Math.max(doc.y, rowBottom);
    }
    doc.moveDown();
    doc.x = 50;
    doc.text(text('proforma.subtotal', { amount: formatCents(checkout.subtotalCents) }), { align: 'right' });
    doc.text(text('proforma.shipping', { amount: formatCents(checkout.shippingCents) }), { align: 'right' });
    const fee = formatCents(checkout.feeCents);
    const feeLine =
      checkout.rateBps === null
        ? text('proforma.fee', { amount: fee })
        : text('proforma.feeWithRate', { rate: checkout.rateBps / 100, amount: fee });
    doc.text(feeLine, { align: 'right' });
    doc.fontSize(12).text(text('proforma.totalDue', { amount: formatCents(checkout.totalCents) }), { align: 'right' });
    doc.moveDown();
    doc.fontSize(11).text(text('proforma.payTo'), { underline: true });
    doc
      .fontSize(10)
      .text(text('proforma.accountName', { value: bank.accountName }))
      .text(text('proforma.bank', { value: bank.bankName }))
      .text(text('proforma.accountNumber', { value: bank.accountNumber }))
      .text(text('proforma.swift', { value: bank.swift }));
    if (bank.iban) doc.text(text('proforma.iban', { value: bank.iban }));
    doc.text(text('proforma.bankAddress', { value: bank.address }));
    doc.moveDown(0.5).fontSize(11).text(text('proforma.reference', { number }));
    doc.fontSize(9).text(text('proforma.referenceNote'));
    doc.moveDown();
    const until = checkout.expiresAt ? day(checkout.expiresAt) : text('proforma.untilTransferArrives');
    const stock = checkout.stockReservedAt
      ? text('proforma.reservedUntil', { until })
      : text('proforma.reservedOnReceipt');
    doc
      .fontSize(9)
      .fillColor('#444')
      .text(`${stock} ${text('proforma.escrow')}`);
  });
}
